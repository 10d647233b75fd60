/// A request as ``NavigationRules`` read it: its verb and what its source and target are in a
/// ``NavigationState``, values only.
///
/// The navigator fills it in without building anything: a flow's target is the screen it has
/// already built (where back verbs look) and the one a verb that shows the flow would show (that
/// screen where it stands, or one the flow builds once the request is accepted).
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
        /// A flow: `live` is its screen already built (`nil` when released), `shown` the screen a
        /// verb that shows it shows (`nil` when the flow's owner is gone).
        case flow(live: Screen?, shown: Screen?)
        /// A tab container to show; `nil` when a tab's flow has lost its owner.
        case tabs(NavigationState<Screen>.TabSet?)
    }

    let verb: NavigationVerb
    let origin: NavigationOrigin
    let source: Source
    let target: Target
    /// How a presented or window-root flow is wrapped.
    let embedding: Embedding

    /// The flow's screen the verb acts on: back verbs and `selectTab` find a screen already built
    /// and never rebuild it; the others show one. It is also the screen that receives forwarded
    /// arguments.
    var targetScreen: Screen? {
        guard case .flow(let live, let shown) = target else { return nil }
        switch verb.targetPosition {
        case .unchanged: return live
        case .pushedOntoSourceStack, .rootOfSourceStack, .newModalLayer, .windowRoot: return shown
        }
    }
}
