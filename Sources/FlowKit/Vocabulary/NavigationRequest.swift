/// One request to a navigator: a verb, where it comes from, and what it targets.
///
/// Requests are made by `lets` verbs, by ``FlowNavigator/from(_:)`` and its siblings, and by
/// the navigators themselves; apps read them (in spies and custom navigators) but never write
/// one, so a verb cannot lose the target it needs.
@MainActor
public struct NavigationRequest {
    /// The verb asked for.
    public let verb: NavigationVerb
    /// Whether a screen's callback, the app or the user's gesture asked.
    public let origin: NavigationOrigin
    private let weakSource: WeakObject?
    /// The flow that built the source, as events name it.
    public let sourceFlow: FlowIdentity
    /// What the verb targets, for verbs that have a target.
    public let target: NavigationTarget?
    /// How a presented or root screen is wrapped.
    public let embedding: Embedding
    /// Whether to animate (recorded headless; honoured by UIKit).
    public let animated: Bool
    /// Where the verb was declared, or the app's call that asked.
    public let callSite: CallSite
    /// The name of the callback property that fired, where known.
    public let label: String?
    /// The callback's arguments, in order (what forwarding passes on).
    public let arguments: [Any]
    /// The index of the verb among its source's declared actions, when it was declared while
    /// the source was built; walkers use it to tell which callback fired.
    public let declarationIndex: Int?
    /// The name of the output whose route made this request, when one did.
    public let routedOutput: String?
    /// Passes the callback's arguments on to the target screen; run once the request is accepted.
    let forward: ((AnyObject) -> Void)?
    /// The routes a group placement gives its outputs (``Placement``).
    let routes: OutputRoutes?
    /// The output and values of an `emit`.
    let emission: Emission?
    /// The flow group a verb or app request enters by targeting the group or one of its
    /// placements: its entry screen then belongs to a placement of its own (``PlacementPath``).
    let placedGroup: ObjectIdentifier?

    package init(verb: NavigationVerb, origin: NavigationOrigin, source: AnyObject?, sourceWasNamed: Bool = false,
                 sourceFlow: FlowIdentity = .none,
                 target: NavigationTarget? = nil, embedding: Embedding = .none, animated: Bool = true,
                 callSite: CallSite, label: String? = nil, arguments: [Any] = [], declarationIndex: Int? = nil,
                 routedOutput: String? = nil, forward: ((AnyObject) -> Void)? = nil, routes: OutputRoutes? = nil,
                 emission: Emission? = nil, placedGroup: ObjectIdentifier? = nil) {
        self.verb = verb
        self.origin = origin
        self.weakSource = source != nil || sourceWasNamed ? WeakObject(source) : nil
        self.sourceFlow = sourceFlow
        self.target = target
        self.embedding = embedding
        self.animated = animated
        self.callSite = callSite
        self.label = label
        self.arguments = arguments
        self.declarationIndex = declarationIndex
        self.routedOutput = routedOutput
        self.forward = forward
        self.routes = routes
        self.emission = emission
        self.placedGroup = placedGroup
    }

    /// The source screen, unless it has been released.
    public var source: AnyObject? { weakSource?.object }

    /// Whether the request named a source when it was made (it may have been released since).
    public var hadSource: Bool { weakSource != nil }

    /// The name of the flow that built the source, if given.
    public var sourceFlowName: String? { sourceFlow.name }
}
