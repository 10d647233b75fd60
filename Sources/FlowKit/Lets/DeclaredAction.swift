/// A verb as declared in a flow, before anything fires: what map walkers and spies read.
package struct DeclaredAction: @unchecked Sendable {
    // Unchecked: immutable but for the label box, which is written on the main actor only.
    /// The position among the source's declared actions.
    package let index: Int
    /// The verb.
    package let verb: NavigationVerb
    let declaredTarget: DeclaredTarget?
    /// How a presented or root screen is wrapped.
    package let embedding: Embedding
    /// Whether the verb animates.
    package let animated: Bool
    /// Where the verb was declared.
    package let callSite: CallSite
    /// The types of the callback's arguments, which forwarding passes on.
    package let argumentTypes: [Any.Type]
    /// The identities of the function types the verb's closure can be stored as.
    let callbackTypes: [ObjectIdentifier]
    private let labelBox = LabelBox()

    init<each Arg>(index: Int, verb: NavigationVerb, target: DeclaredTarget?, embedding: Embedding, animated: Bool,
                   callSite: CallSite, arguments: (repeat each Arg).Type) {
        self.index = index
        self.verb = verb
        self.declaredTarget = target
        self.embedding = embedding
        self.animated = animated
        self.callSite = callSite
        var argumentTypes: [Any.Type] = []
        repeat argumentTypes.append((each Arg).self)
        self.argumentTypes = argumentTypes
        // Every shape a callback property can be declared with and still hold this verb's
        // closure: plain, optional, main-actor, `Sendable`, and FlowKit 0.2.0's `-> Void?`.
        let shapes: [Any.Type] = [
            ((repeat each Arg) -> Void).self, Optional<(repeat each Arg) -> Void>.self,
            (@MainActor (repeat each Arg) -> Void).self, Optional<@MainActor (repeat each Arg) -> Void>.self,
            (@Sendable (repeat each Arg) -> Void).self, Optional<@Sendable (repeat each Arg) -> Void>.self,
            ((repeat each Arg) -> Void?).self, Optional<(repeat each Arg) -> Void?>.self,
        ]
        self.callbackTypes = shapes.map(ObjectIdentifier.init)
    }

    /// What the verb targets, if it has a target.
    @MainActor package var target: NavigationTarget? { declaredTarget?.resolved }

    /// The callback property the verb was assigned to, once known.
    package var label: String? { labelBox.value }

    /// The argument types' names, for maps: `["Item", "Int"]`.
    package var argumentTypeNames: [String] { argumentTypes.map { _typeName($0, qualified: false) } }

    /// Names the callback property the verb was assigned to; walkers that learn it by other
    /// means (firing a zero-argument callback) record it here.
    package func setLabel(_ label: String) { labelBox.value = label }
}

/// Shared between a declaration and its closure, so a label found after the closure was made
/// still reaches the events it sends. Written on the main actor only.
final class LabelBox: @unchecked Sendable {
    var value: String?
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
}
