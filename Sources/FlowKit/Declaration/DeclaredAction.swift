/// A verb as declared in a flow, before anything fires: what events label requests with and
/// ``FlowDeclaration`` describes to map walkers and spies.
struct DeclaredAction: @unchecked Sendable {
    // Unchecked: immutable but for the label box, which is written on the main actor only.
    /// The position among the source's declared actions.
    let index: Int
    /// The verb.
    let verb: NavigationVerb
    let declaredTarget: DeclaredTarget?
    /// How a presented or root screen is wrapped.
    let embedding: Embedding
    /// Whether the verb animates.
    let animated: Bool
    /// Where the verb was declared.
    let callSite: CallSite
    /// Whose requests the verb makes: a tap's, or the app's (`lets.app`).
    let origin: NavigationOrigin
    /// The types of the callback's arguments, which forwarding passes on.
    let argumentTypes: [Any.Type]
    /// Makes the identities of the function types the verb's closure can be stored as; called
    /// only when a label must be learnt, since making function-type metadata is not free.
    private let makeCallbackShapes: () -> [ObjectIdentifier]
    private let box = DeclarationBox()

    init<each Arg>(index: Int, verb: NavigationVerb, target: DeclaredTarget?, embedding: Embedding, animated: Bool,
                   callSite: CallSite, origin: NavigationOrigin, arguments: (repeat each Arg).Type) {
        self.index = index
        self.verb = verb
        self.declaredTarget = target
        self.embedding = embedding
        self.animated = animated
        self.callSite = callSite
        self.origin = origin
        var argumentTypes: [Any.Type] = []
        repeat argumentTypes.append((each Arg).self)
        self.argumentTypes = argumentTypes
        self.makeCallbackShapes = { CallbackShapes.of((repeat each Arg).self) }
    }

    /// The identities of the function types the verb's closure can be stored as, the plain
    /// `(Args) -> Void` first.
    var callbackShapes: [ObjectIdentifier] { makeCallbackShapes() }

    /// What the verb targets, if it has a target.
    @MainActor var target: NavigationTarget? { declaredTarget?.resolved }

    /// The callback property the verb was assigned to, once known.
    var label: String? { box.label }

    /// Names the callback property the verb was assigned to, once learnt (a watch, a closure's
    /// identity, a step case).
    func setLabel(_ label: String) { box.label = label }

    /// The words of the closure the verb returned, once it has (``ClosureIdentity``).
    var closure: ClosureIdentity.Words? { box.closure }

    /// Keeps the words of the closure the verb returned.
    func returned(_ closure: ClosureIdentity.Words) { box.closure = closure }
}

/// Every shape a callback property can be declared with and still hold a verb's closure:
/// plain, optional, main-actor, `Sendable` or both, and FlowKit 0.2.0's `-> Void?`.
enum CallbackShapes {
    static func of<each Arg>(_: (repeat each Arg).Type) -> [ObjectIdentifier] {
        let shapes: [Any.Type] = [
            ((repeat each Arg) -> Void).self, Optional<(repeat each Arg) -> Void>.self,
            (@MainActor (repeat each Arg) -> Void).self, Optional<@MainActor (repeat each Arg) -> Void>.self,
            (@Sendable (repeat each Arg) -> Void).self, Optional<@Sendable (repeat each Arg) -> Void>.self,
            (@MainActor @Sendable (repeat each Arg) -> Void).self,
            Optional<@MainActor @Sendable (repeat each Arg) -> Void>.self,
            ((repeat each Arg) -> Void?).self, Optional<(repeat each Arg) -> Void?>.self,
            (@MainActor (repeat each Arg) -> Void?).self, Optional<@MainActor (repeat each Arg) -> Void?>.self,
            (@Sendable (repeat each Arg) -> Void?).self, Optional<@Sendable (repeat each Arg) -> Void?>.self,
            (@MainActor @Sendable (repeat each Arg) -> Void?).self,
            Optional<@MainActor @Sendable (repeat each Arg) -> Void?>.self,
        ]
        return shapes.map(ObjectIdentifier.init)
    }
}

/// Shared between a declaration and its closure, so a label found after the closure was made
/// still reaches the events it sends; with the closure's words, by which a label can be found.
/// Written while declaring and on the main actor only.
final class DeclarationBox: @unchecked Sendable {
    var label: String?
    var closure: ClosureIdentity.Words?
}

/// A verb's target as declared, resolved to a ``NavigationTarget`` on the main actor (a group's
/// entry flow is read there).
enum DeclaredTarget: @unchecked Sendable {
    // Unchecked: the values are declarations, read on the main actor only.
    case flow(any FlowTarget)
    case tabs(Tabs)
    case output(any AnyFlowOutput)

    @MainActor var resolved: NavigationTarget {
        switch self {
        case .flow(let target): .flow(target.entryFlow)
        case .tabs(let tabs): .tabs(tabs)
        case .output(let output): .output(output)
        }
    }

    /// The flow group the target enters, when it is a group or a group's placement.
    var placedGroup: ObjectIdentifier? {
        guard case .flow(let target) = self else { return nil }
        return GroupPlacements.group(of: target).map(ObjectIdentifier.init)
    }
}

extension DeclaredAction {
    /// What the verb targets as declared (a flow, a group or a group's placement), if a flow target.
    var declaredFlowTarget: (any FlowTarget)? {
        guard case .flow(let target)? = declaredTarget else { return nil }
        return target
    }
}
