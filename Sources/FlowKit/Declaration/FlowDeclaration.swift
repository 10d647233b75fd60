// Declaration/: what a flow binds, recorded as its recipe runs and read as one value (FlowDeclaration) by walkers and spies.

/// What a flow binds: the screen its recipe built and each verb bound to one of its callbacks,
/// in declaration order; or the verbs an output's route declares.
///
/// The one thing tools read of a flow's declaration: FlowGraph's run-time walker draws a map
/// from it, FlowKitTesting's `LetsSpy` builds screens through it, and events label requests
/// from the same recording (a binding's ``Binding/label`` is what they carry). Made only by
/// ``read(_:)``; the recording behind it (which callback each verb landed in, which closure is
/// which verb, how a group's placement routes its outputs) stays inside FlowKit. Beside it only
/// ``Memo`` (what one walk learnt), ``StoredProperties`` (the walker names a flow after the
/// property holding it) and `StepReporting` (FlowKitStore's screens offer their step callbacks
/// to a walker's read) cross the module boundary.
@_spi(FlowKitTools)
public struct FlowDeclaration {
    /// The flow that built ``screen``; ``FlowIdentity/none`` for a route.
    @_spi(FlowKitTools) public let flow: FlowIdentity
    /// The screen built, bound as the subject read says; `nil` for a route.
    @_spi(FlowKitTools) public let screen: AnyObject?
    /// The verbs declared, in declaration order: a binding's position is the
    /// ``NavigationRequest/declarationIndex`` of the requests it makes.
    @_spi(FlowKitTools) public let bindings: [Binding]

    /// One callback a map walker's read fired, and the bindings (by position) each case of its
    /// argument ran: a single unnamed case for a callback without arguments; one per step for a
    /// `lets.steps` binding or a store-driven screen's `onOutput`, named by case. What a
    /// ``Memo``'s rule labels a binding no callback holds from.
    @_spi(FlowKitTools) public typealias CallbackRun = (callback: String, cases: [(step: String?, runs: Set<Int>)])

    /// One verb as the flow declared it.
    @_spi(FlowKitTools) public struct Binding {
        /// The verb.
        @_spi(FlowKitTools) public let verb: NavigationVerb
        /// Whose requests it makes: a tap's, or the app's (`lets.app`).
        @_spi(FlowKitTools) public let origin: NavigationOrigin
        /// What it targets, if it has a target.
        @_spi(FlowKitTools) public let target: NavigationTarget?
        /// When the target enters a flow group: the target as declared (the group, or one of
        /// its ``Placement``s, whose routes for the group's outputs ``Subject/route(of:placedBy:)``
        /// reads) and the group instance it places.
        @_spi(FlowKitTools) public let placement: (target: any FlowTarget, group: AnyObject)?
        /// How a presented or root screen is wrapped, as declared.
        @_spi(FlowKitTools) public let embedding: Embedding
        /// Whether the verb animates.
        @_spi(FlowKitTools) public let animated: Bool
        /// Where the verb was declared.
        @_spi(FlowKitTools) public let callSite: CallSite
        /// The names of the callback's argument types, which the verb forwards: `["Item", "Int"]`.
        @_spi(FlowKitTools) public let argumentTypeNames: [String]
        /// The callback property events label the verb's requests with, where FlowKit could
        /// tell it (a watched assignment, a closure's identity, a `lets.steps` case).
        @_spi(FlowKitTools) public let label: String?
        /// The callbacks a map draws the verb from: every property holding its closure (a verb
        /// kept in a local can be given to several), else ``label``, else, for a map walker's
        /// read, the label its ``Memo``'s rule gives what runs it; empty when none names it.
        @_spi(FlowKitTools) public let callbacks: [String]

        @MainActor init(_ declaration: DeclaredAction, callbacks: [String]) {
            verb = declaration.verb
            origin = declaration.origin
            target = declaration.target
            placement = declaration.declaredFlowTarget.flatMap { target in
                GroupPlacements.group(of: target).map { (target, $0) }
            }
            embedding = declaration.embedding
            animated = declaration.animated
            callSite = declaration.callSite
            argumentTypeNames = TypeNames.names(of: declaration.argumentTypes)
            label = declaration.label
            self.callbacks = callbacks
        }
    }

    /// What to read.
    @_spi(FlowKitTools) public enum Subject {
        /// A new screen of the flow, as a map walker reads it: its verbs only recorded, its
        /// callbacks without arguments and its step bindings fired to see what they run where no
        /// callback holds a verb, which `memo`'s rule labels. What `memo` learnt of the same
        /// recipe (screen type and verbs' call sites) is not probed again.
        case flow(AnyFlow, memo: Memo)
        /// A new screen of the flow bound to `reportingTo`, as a test spy reads it: nothing fires.
        case screen(of: AnyFlow, reportingTo: (any Navigator)?)
        /// The verbs the route of an output declares without running them: the route
        /// `placedBy` (a group's ``Placement``, or a group) gives it, or the output's own
        /// (``FlowOutput/route(_:)``) when `placedBy` is `nil`.
        case route(of: any AnyFlowOutput, placedBy: (any FlowTarget)?)
    }

    /// What reading the screens of one walk learnt, by recipe (screen type and verbs' call
    /// sites): one per walk, so that the many screens one recipe builds are probed and labelled
    /// once and no walk depends on an earlier one.
    @_spi(FlowKitTools) @MainActor public final class Memo {
        /// Each recipe's ``Binding/callbacks``, in declaration order.
        var callbacks: [BindingRecipe: [[String]]] = [:]
        /// The walker's rule for a binding no callback holds; FlowKit fires, FlowGraph labels.
        let label: (_ binding: Int, _ runs: [CallbackRun]) -> String?

        /// An empty memo labelling a binding that no callback holds, nor FlowKit named, by `rule`.
        /// - Parameter rule: The label of the binding at a position, given what firing each of
        ///   the screen's callbacks ran; `nil` leaves it unlabelled.
        @_spi(FlowKitTools) public init(labelling rule: @escaping (_ binding: Int, _ runs: [CallbackRun]) -> String?) {
            label = rule
        }
    }

    /// Reads what `subject` binds, building a new screen (never a flow's live one) or declaring
    /// a route without running it; nothing navigates.
    ///
    /// `nil` when there is nothing to read: a flow whose owner is gone cannot build, and an
    /// output the placement (or the output itself) does not route declares nothing.
    /// - Parameter subject: A flow's new screen, for a map or for a spy, or an output's route.
    @_spi(FlowKitTools) @MainActor public static func read(_ subject: Subject) -> FlowDeclaration? {
        switch subject {
        case .flow(let flow, let memo):
            let recorder = RecordingNavigator()
            guard let (screen, lets) = flow.makeObject(for: recorder) else { return nil }
            let callbacks = ClosureProbe.callbacks(declaredBy: lets, on: screen, recorder: recorder, memo: memo)
            return FlowDeclaration(flow: flow.identity, screen: screen, declared: lets.declaredActions,
                                   callbacks: callbacks)
        case .screen(let flow, let navigator):
            guard let (screen, lets) = flow.makeObject(for: navigator) else { return nil }
            let declared = lets.declaredActions
            return FlowDeclaration(flow: flow.identity, screen: screen, declared: declared,
                                   callbacks: ClosureProbe.callbacks(of: declared, on: screen))
        case .route(let output, let placement):
            let lets = Lets(navigator: nil)
            let declared = placement.map { GroupPlacements.declareRoute(of: output, placedBy: $0, on: lets) }
                ?? GroupPlacements.declareOwnRoute(of: output, on: lets)
            guard declared else { return nil }
            let actions = lets.declaredActions
            return FlowDeclaration(flow: .none, screen: nil, declared: actions,
                                   callbacks: actions.map { $0.label.map { [$0] } ?? [] })
        }
    }

    @MainActor private init(flow: FlowIdentity, screen: AnyObject?, declared: [DeclaredAction], callbacks: [[String]]) {
        self.flow = flow
        self.screen = screen
        // A loop, not `map`: a closure made here would check the main actor on every call.
        var bindings: [Binding] = []
        bindings.reserveCapacity(declared.count)
        for (declaration, callbacks) in zip(declared, callbacks) { bindings.append(Binding(declaration, callbacks: callbacks)) }
        self.bindings = bindings
    }
}

/// Type names as maps show them, made once per type: a walk reads the same few argument types
/// on thousands of screens, and making a type's name is not free.
@MainActor
enum TypeNames {
    private static var known: [ObjectIdentifier: String] = [:]

    /// The unqualified names of `types`, in order: `["Item", "Int"]`.
    static func names(of types: [Any.Type]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(types.count)
        for type in types {
            let id = ObjectIdentifier(type)
            if let name = known[id] {
                names.append(name)
            } else {
                let name = _typeName(type, qualified: false)
                known[id] = name
                names.append(name)
            }
        }
        return names
    }
}
