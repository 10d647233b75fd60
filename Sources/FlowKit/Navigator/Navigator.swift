/// Something that carries out navigation requests: the headless navigator, the UIKit adapter,
/// or a test spy.
///
/// A navigator decides; `lets` only asks. Conforming types must either perform a request or
/// report why not, and must never keep a request's source screen alive.
@MainActor
public protocol Navigator: AnyObject {
    /// Carries out `request`, or refuses it with a reason.
    func perform(_ request: NavigationRequest)
}

/// What a verb targets.
@MainActor
public enum NavigationTarget {
    /// A screen's flow (the entry flow of a group).
    case flow(AnyFlow)
    /// A tab container.
    case tabs(Tabs)
    /// A flow group's output.
    case output(any AnyFlowOutput)

    /// Describes the target for events, with the live instance's identity when there is one.
    public var descriptor: ScreenDescriptor {
        switch self {
        case .flow(let flow): flow.descriptor
        case .tabs(let tabs): tabs.descriptor
        case .output(let output): output.descriptor
        }
    }

    /// The flow, when the target is one.
    public var flow: AnyFlow? {
        if case .flow(let flow) = self { flow } else { nil }
    }
}

/// Who asked for a navigation, which decides what the source must be.
public enum NavigationOrigin: String, Hashable, Sendable, CaseIterable {
    /// A screen's callback fired, as a user's tap would (or an output it emitted was routed):
    /// the source must be the visible top screen, so stale callbacks and double taps are refused.
    case callback
    /// The app itself: a deep link, a completion that arrives later, a notification, `start`.
    /// The named source only has to be on screen; it may be covered.
    case app
    /// UIKit's own controls changed the window: the back button or swipe, a sheet swiped down,
    /// a tab bar tap. Never refused: it already happened.
    case userGesture
}

/// A weak reference, so requests and recorders never keep screens alive.
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
