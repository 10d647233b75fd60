/// Why a navigator refused a request instead of carrying it out.
///
/// Each case is something UIKit rejects, crashes on, or silently mishandles. The navigator's
/// state is unchanged after any refusal.
public enum RefusalReason: String, Hashable, Sendable, CaseIterable, Codable, Error, CustomStringConvertible {
    /// The navigator has no window root yet: call `start` first.
    case notStarted
    /// The screen whose callback fired (or the screen an app request names) has been released.
    case sourceReleased
    /// An app request names a flow whose screen this navigator never built.
    case sourceNotBuilt
    /// The screen whose callback fired is alive but no longer in the window (popped or dismissed).
    case sourceNotOnScreen
    /// The screen whose callback fired is on screen but covered: a stale callback or a double tap.
    case sourceNotVisible
    /// A stack verb came from a screen that is not inside a navigation stack.
    case noNavigationStack
    /// The target screen is already in the window; UIKit would crash or move it.
    case targetAlreadyOnScreen
    /// The target flow's screen was released; a back verb never rebuilds it behind the stack's back.
    case targetReleased
    /// `dismissTo` names a screen that is alive but not on screen.
    case targetNotOnScreen
    /// `popTo` names a screen that is not below the source in the source's stack.
    case targetNotBelow
    /// `pop` from a stack that holds only its root.
    case poppingRoot
    /// `popToRoot` from a stack that already shows its root.
    case alreadyAtRoot
    /// `present` from a screen whose modal layer already presents another.
    case alreadyPresenting
    /// `dismiss` where nothing is presented, or `dismissTo` a screen in the top layer.
    case nothingToDismiss
    /// `selectTab` from a screen that is not inside a tab container.
    case notInTabs
    /// `selectTab` names a screen that is not the root of one of the container's tabs.
    case tabNotFound
    /// `selectTab` names the tab that is already selected.
    case tabAlreadySelected
    /// A program-made request lacks the target its verb needs.
    case missingTarget
    /// A flow group emitted an output that neither its placement nor the group routes.
    case outputNotRouted
    /// The object that declares the target flow (its `owner:`) was released, so the flow's
    /// recipe cannot run; keep the flows' owner alive, or let a navigator or screen hold it.
    case ownerReleased

    /// A sentence that says what went wrong and how to fix it.
    public var description: String {
        switch self {
        case .notStarted: "the navigator has no window root yet; call start(_:) first"
        case .sourceReleased: "the screen that sent this action has been released"
        case .sourceNotBuilt: "the flow named as the source has no screen in this navigator"
        case .sourceNotOnScreen: "the screen that sent this action is no longer on screen"
        case .sourceNotVisible: "the screen that sent this action is covered (stale callback or double tap)"
        case .noNavigationStack: "the source is not inside a navigation stack; present it with embedding: .navigation"
        case .targetAlreadyOnScreen: "the target screen is already on screen"
        case .targetReleased: "the target screen was released and is not on screen; it is never rebuilt for a back verb"
        case .targetNotOnScreen: "the target screen is not on screen"
        case .targetNotBelow: "the target is not below the source in the source's navigation stack"
        case .poppingRoot: "the source's stack holds only its root; use dismiss or setRoot instead"
        case .alreadyAtRoot: "the source's stack already shows its root"
        case .alreadyPresenting: "the source's modal layer already presents a screen; dismiss it first"
        case .nothingToDismiss: "nothing is presented above the source"
        case .notInTabs: "the source is not inside a tab container"
        case .tabNotFound: "the target is not the root of a tab in the source's tab container"
        case .tabAlreadySelected: "the target's tab is already selected"
        case .missingTarget: "the request has no target, but its verb needs one"
        case .outputNotRouted: "the flow group's output has no route; route it where the group is placed (group.on(\\.output) { … }) or with route(_:)"
        case .ownerReleased: "the object that declares the target flow (its owner) was released"
        }
    }
}
