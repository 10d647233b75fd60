/// A request as ``NavigationRules`` read it: its verb and what its source and target are in a
/// ``NavigationState``, values only.
///
/// The navigator fills it in without building anything: a flow's target is the screen the verb
/// acts on, either the one the flow has already built (back verbs and `selectTab` look for it)
/// or the one a verb that shows the flow shows (that screen where it stands, or one the flow
/// builds once the request is accepted).
struct RuleRequest<Screen: Hashable & Sendable>: Sendable {
    /// Who sends the request.
    enum Source: Hashable, Sendable {
        /// Nobody was named: only a window-level request (`start`) names no source.
        case none
        /// A screen was named and has been released since.
        case released
        case screen(Screen)
    }

    /// What the request targets.
    enum Target: Hashable, Sendable {
        /// No target, or a flow group's output: a verb that shows or finds a screen has none.
        case none
        /// A flow's screen the verb acts on (``NavigationVerb/targetPosition``): for a verb that
        /// leaves its target where it is, the screen already built (`nil` when released); for
        /// the others, the screen shown (`nil` when the flow's owner is gone).
        case flow(Screen?)
        /// A tab container to show; `nil` when a tab's flow has lost its owner.
        case tabs(NavigationState<Screen>.TabSet?)
    }

    let verb: NavigationVerb
    let origin: NavigationOrigin
    let source: Source
    let target: Target
    /// How a presented or window-root flow is wrapped.
    let embedding: Embedding

    /// The flow's screen the verb acts on, which also receives forwarded arguments.
    var targetScreen: Screen? {
        guard case .flow(let screen) = target else { return nil }
        return screen
    }
}
