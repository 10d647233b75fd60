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
    case flow(any AnyFlow)
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
    public var flow: (any AnyFlow)? {
        if case .flow(let flow) = self { flow } else { nil }
    }
}

/// Who asked for a navigation, which decides whether the source must be visible.
public enum NavigationOrigin: Hashable, Sendable {
    /// A screen's callback fired, as a user's tap would: the source must be the visible top
    /// screen, so stale callbacks and double taps are refused.
    case callback
    /// The app itself (a deep link, a notification, `start`): the source only has to be on screen.
    case program
}

/// One request to a navigator: a verb, where it comes from, and what it targets.
@MainActor
public struct NavigationRequest {
    /// The verb asked for.
    public let verb: NavigationVerb
    /// Whether a screen's callback or the app asked.
    public let origin: NavigationOrigin
    private let weakSource: WeakObject?
    /// The name of the flow that built the source, if given.
    public let sourceFlowName: String?
    /// What the verb targets, for verbs that have a target.
    public let target: NavigationTarget?
    /// How a presented or root screen is wrapped.
    public let embedding: Embedding
    /// Whether to animate (recorded headless; honoured by UIKit).
    public let animated: Bool
    /// Where the verb was declared.
    public let callSite: CallSite
    /// The name of the callback property that fired, where known.
    public let label: String?
    /// The callback's arguments, in order (what forwarding passes on).
    public let arguments: [Any]
    /// The index of the verb among its source's declared actions, when it was declared while
    /// the source was built; walkers use it to tell which callback fired.
    public let declarationIndex: Int?
    /// Passes the callback's arguments on to the target screen; run once the request is accepted.
    public let forward: ((AnyObject) -> Void)?
    /// Runs a routed output's verb; `nil` for other verbs and for unrouted outputs.
    public let emission: (() -> Void)?

    /// A request; `source` is held weakly. Without `callSite`, the caller's own location is
    /// recorded.
    public init(verb: NavigationVerb, origin: NavigationOrigin, source: AnyObject?, sourceFlowName: String? = nil,
                target: NavigationTarget? = nil,
                embedding: Embedding = .none, animated: Bool = true, callSite: CallSite? = nil,
                label: String? = nil, arguments: [Any] = [], declarationIndex: Int? = nil,
                forward: ((AnyObject) -> Void)? = nil, emission: (() -> Void)? = nil,
                file: String = #fileID, line: Int = #line) {
        self.verb = verb
        self.origin = origin
        self.weakSource = source.map(WeakObject.init)
        self.sourceFlowName = sourceFlowName
        self.target = target
        self.embedding = embedding
        self.animated = animated
        self.callSite = callSite ?? CallSite(fileID: file, line: line)
        self.label = label
        self.arguments = arguments
        self.declarationIndex = declarationIndex
        self.forward = forward
        self.emission = emission
    }

    /// The source screen, unless it has been released.
    public var source: AnyObject? { weakSource?.object }

    /// Whether the request named a source when it was made (it may have been released since).
    public var hadSource: Bool { weakSource != nil }
}

/// A weak reference, so requests and recorders never keep screens alive.
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
