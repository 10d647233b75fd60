/// One request to a navigator: a verb, where it comes from, and what it targets.
///
/// Requests are made by `lets` verbs, by ``FlowNavigator/from(_:)`` and its siblings, and by
/// the navigators themselves; apps read them (in spies and custom navigators) but never write
/// one, so a verb cannot lose the target it needs.
@MainActor
public struct NavigationRequest {
    /// A request's fields, kept in one object: a request is handed on several times while it is
    /// decided (queued, resolved, committed, described by events), and copying one reference is
    /// a single count where copying the fields was a dozen.
    private final class Fields {
        let verb: NavigationVerb
        let origin: NavigationOrigin
        weak var source: AnyObject?
        let hadSource: Bool
        let sourceFlow: FlowIdentity
        let target: NavigationTarget?
        let embedding: Embedding
        let animated: Bool
        let callSite: CallSite
        let label: String?
        let arguments: [Any]
        let declarationIndex: Int?
        let routedOutput: String?
        let forward: ((AnyObject) -> Void)?
        let routes: OutputRoutes?
        let emission: Emission?
        let placedGroup: ObjectIdentifier?

        init(verb: NavigationVerb, origin: NavigationOrigin, source: AnyObject?, hadSource: Bool,
             sourceFlow: FlowIdentity, target: NavigationTarget?, embedding: Embedding, animated: Bool,
             callSite: CallSite, label: String?, arguments: [Any], declarationIndex: Int?, routedOutput: String?,
             forward: ((AnyObject) -> Void)?, routes: OutputRoutes?, emission: Emission?,
             placedGroup: ObjectIdentifier?) {
            self.verb = verb
            self.origin = origin
            self.source = source
            self.hadSource = hadSource
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
    }

    private let fields: Fields

    init(verb: NavigationVerb, origin: NavigationOrigin, source: AnyObject?, sourceWasNamed: Bool = false,
         sourceFlow: FlowIdentity = .none,
         target: NavigationTarget? = nil, embedding: Embedding = .none, animated: Bool = true,
         callSite: CallSite, label: String? = nil, arguments: [Any] = [], declarationIndex: Int? = nil,
         routedOutput: String? = nil, forward: ((AnyObject) -> Void)? = nil, routes: OutputRoutes? = nil,
         emission: Emission? = nil, placedGroup: ObjectIdentifier? = nil) {
        fields = Fields(verb: verb, origin: origin, source: source, hadSource: source != nil || sourceWasNamed,
                        sourceFlow: sourceFlow, target: target, embedding: embedding, animated: animated,
                        callSite: callSite, label: label, arguments: arguments, declarationIndex: declarationIndex,
                        routedOutput: routedOutput, forward: forward, routes: routes, emission: emission,
                        placedGroup: placedGroup)
    }

    /// The verb asked for.
    public var verb: NavigationVerb { fields.verb }
    /// Whether a screen's callback, the app or the user's gesture asked.
    public var origin: NavigationOrigin { fields.origin }
    /// The flow that built the source, as events name it.
    public var sourceFlow: FlowIdentity { fields.sourceFlow }
    /// What the verb targets, for verbs that have a target.
    public var target: NavigationTarget? { fields.target }
    /// How a presented or root screen is wrapped.
    public var embedding: Embedding { fields.embedding }
    /// Whether to animate (recorded headless; honoured by UIKit).
    public var animated: Bool { fields.animated }
    /// Where the verb was declared, or the app's call that asked.
    public var callSite: CallSite { fields.callSite }
    /// The name of the callback property that fired, where known.
    public var label: String? { fields.label }
    /// The callback's arguments, in order (what forwarding passes on).
    public var arguments: [Any] { fields.arguments }
    /// The index of the verb among its source's declared actions, when it was declared while
    /// the source was built; walkers use it to tell which callback fired.
    public var declarationIndex: Int? { fields.declarationIndex }
    /// The name of the output whose route made this request, when one did.
    public var routedOutput: String? { fields.routedOutput }
    /// Passes the callback's arguments on to the target screen; run once the request is accepted.
    var forward: ((AnyObject) -> Void)? { fields.forward }
    /// The routes a group placement gives its outputs (``Placement``).
    var routes: OutputRoutes? { fields.routes }
    /// The output and values of an `emit`.
    var emission: Emission? { fields.emission }
    /// The flow group a verb or app request enters by targeting the group or one of its
    /// placements: its entry screen then belongs to a placement of its own (``PlacementPath``).
    var placedGroup: ObjectIdentifier? { fields.placedGroup }

    /// The source screen, unless it has been released.
    public var source: AnyObject? { fields.source }

    /// Whether the request named a source when it was made (it may have been released since).
    public var hadSource: Bool { fields.hadSource }

    /// The name of the flow that built the source, if given.
    public var sourceFlowName: String? { sourceFlow.name }
}
