/// The verbs a flow binds a screen's callbacks to.
///
/// Each verb returns a closure typed to fit the callback it is assigned to, whatever its
/// arguments: `vc.onLogin = lets.push(home)` fits `() -> Void`, and
/// `vc.onCheckout = lets.push(checkout) { $0.prepare }` fits `(Item, Int) -> Void` by passing
/// both values to `prepare(item:quantity:)` (any arity; a mismatch does not compile).
///
/// A `lets` belongs to one screen, its *source*: it holds that screen and its navigator weakly,
/// so a screen's callbacks never keep it or the navigator alive. Firing a verb's closure sends a
/// ``NavigationRequest`` with origin ``NavigationOrigin/callback`` and does nothing else: the
/// navigator decides, and reports a refusal when the source is no longer the visible screen.
/// The closures must be called on the main thread, as UIKit calls its callbacks.
@MainActor
public final class Lets {
    /// The screen these verbs navigate from; set once the flow has built it.
    public private(set) weak var source: AnyObject?
    /// The navigator requests go to; `nil` makes every verb inert.
    public private(set) weak var navigator: (any Navigator)?
    /// The name of the flow that built the source, if given.
    public let flowName: String?
    /// The verbs declared while the source was being built, in declaration order.
    public private(set) var declaredActions: [DeclaredAction] = []
    private var isDeclaring = true

    /// A `lets` that records the verbs declared on it until ``finishDeclaring(source:)``.
    ///
    /// Flows make these; map walkers make their own to see where a screen's verbs lead.
    public init(navigator: (any Navigator)?, flowName: String? = nil) {
        self.navigator = navigator
        self.flowName = flowName
    }

    /// Ends declaration: binds the verbs to `source` and labels them with the names of the
    /// callback properties they were assigned to, where the property's type tells unambiguously.
    public func finishDeclaring(source: AnyObject) {
        self.source = source
        isDeclaring = false
        CallbackLabeler.label(declaredActions, on: source)
    }

    /// Makes the closure for one verb: records its declaration and, when fired, sends the request.
    func action<each Arg>(_ verb: NavigationVerb, target: NavigationTarget?, embedding: Embedding = .none,
                          animated: Bool, callSite: CallSite,
                          forward: Forwarder<repeat each Arg>)
    -> (repeat each Arg) -> Void {
        let declaration = declare(verb, target: target, embedding: embedding, animated: animated,
                                  callSite: callSite, arguments: (repeat each Arg).self)
        return { [self] (argument: repeat each Arg) in
            MainActor.assumeIsolated {
                var arguments: [Any] = []
                repeat arguments.append(each argument)
                var forwarding: ((AnyObject) -> Void)?
                if forward.isPresent {
                    forwarding = { screen in forward.apply(screen, repeat each argument) }
                }
                send(NavigationRequest(
                    verb: verb, origin: .callback, source: source, sourceFlowName: flowName, target: target, embedding: embedding,
                    animated: animated, callSite: callSite, label: declaration?.label, arguments: arguments,
                    declarationIndex: declaration?.index, forward: forwarding))
            }
        }
    }

    /// Sends a request to the navigator, if it still exists.
    func send(_ request: NavigationRequest) {
        navigator?.perform(request)
    }

    /// Records a verb declared while the source is being built; later verbs (made by output
    /// routes at emission time) are not declarations of this screen.
    func declare<each Arg>(_ verb: NavigationVerb, target: NavigationTarget?, embedding: Embedding, animated: Bool,
                           callSite: CallSite, arguments: (repeat each Arg).Type) -> DeclaredAction? {
        guard isDeclaring else { return nil }
        var argumentTypes: [Any.Type] = []
        repeat argumentTypes.append((each Arg).self)
        let callbackTypes: [Any.Type] = [
            ((repeat each Arg) -> Void).self, Optional<(repeat each Arg) -> Void>.self,
            (@MainActor (repeat each Arg) -> Void).self, Optional<@MainActor (repeat each Arg) -> Void>.self,
        ]
        let declaration = DeclaredAction(
            index: declaredActions.count, verb: verb, target: target, embedding: embedding, animated: animated,
            callSite: callSite, argumentTypes: argumentTypes, callbackTypes: callbackTypes.map(ObjectIdentifier.init))
        declaredActions.append(declaration)
        return declaration
    }
}

/// A verb as declared in a flow, before anything fires: what map walkers and spies read.
@MainActor
public struct DeclaredAction {
    /// The position among the source's declared actions.
    public let index: Int
    /// The verb.
    public let verb: NavigationVerb
    /// What the verb targets, if it has a target.
    public let target: NavigationTarget?
    /// How a presented or root screen is wrapped.
    public let embedding: Embedding
    /// Whether the verb animates.
    public let animated: Bool
    /// Where the verb was declared.
    public let callSite: CallSite
    /// The types of the callback's arguments, which forwarding passes on.
    public let argumentTypes: [Any.Type]
    /// The identities of the function types the verb's closure can be stored as.
    let callbackTypes: [ObjectIdentifier]
    private let labelBox = LabelBox()

    init(index: Int, verb: NavigationVerb, target: NavigationTarget?, embedding: Embedding, animated: Bool,
         callSite: CallSite, argumentTypes: [Any.Type], callbackTypes: [ObjectIdentifier]) {
        self.index = index
        self.verb = verb
        self.target = target
        self.embedding = embedding
        self.animated = animated
        self.callSite = callSite
        self.argumentTypes = argumentTypes
        self.callbackTypes = callbackTypes
    }

    /// The callback property the verb was assigned to, once known.
    public var label: String? { labelBox.value }

    /// The argument types' names, for maps: `["Item", "Int"]`.
    public var argumentTypeNames: [String] { argumentTypes.map { _typeName($0, qualified: false) } }

    /// Names the callback property the verb was assigned to; walkers that learn it by other
    /// means (firing a zero-argument callback) record it here.
    public func setLabel(_ label: String) { labelBox.value = label }
}

/// Shared between a declaration and its closure, so a label found after the closure was made
/// still reaches the events it sends.
@MainActor
final class LabelBox {
    var value: String?
}
