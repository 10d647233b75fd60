// What every verb with a screen as target shares. Their façades (Lets+StackVerbs.swift,
// Lets+ModalVerbs.swift, Lets+ContainerVerbs.swift) are generated from `NavigationVerb` by
// Tests/FlowKitTests/LetsFacadeRenderer.swift, so that a new verb reaches `lets` as it reaches
// the app's requests, the spy and the maps; LetsFacadeGenerationTests fails while they differ.
//
// Every verb comes in the same overloads: one for a `() -> Void` callback, so the verb can be
// kept in a local without a type annotation; one for a callback of any arity whose arguments
// are ignored; one that forwards the arguments into the target (`{ $0.prepare }`); and an
// unavailable one that catches a forwarding method whose parameters differ from the callback's,
// so the compiler names the mismatch instead of failing to diagnose the whole flow closure. A
// verb without a target has only the first two.
//
// Written by hand, as no verb-wide shape fits them: `emit` (Lets+Emit.swift: its target is an
// output, and its closure takes the output's values), the overloads taking a tab container
// (Lets+TabsVerbs.swift: a `Tabs` has no screen to forward to), those taking an arrival flow
// (Lets+ArrivalVerbs.swift: its closure takes the flow's own values) and the refused
// embeddings (Lets+RefusedEmbeddings.swift: compile-time refusals, not verbs).

extension Lets {
    /// A forwarding closure: receives the target screen, returns the method that takes the
    /// callback's arguments (`{ $0.prepare }` for `prepare(item:quantity:)`).
    public typealias Forwarding<Screen, each Arg> = @MainActor (Screen) -> (repeat each Arg) -> Void

    /// The closure of a verb whose target is a screen.
    func targetAction<Target: FlowTarget, each Arg>(_ verb: NavigationVerb, _ target: Target,
                                                    embedding: Embedding = .none, animated: Bool, file: String,
                                                    line: Int, forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        // A verb going back to a screen already placed keeps the routes it was placed with.
        let placesTarget: Bool = switch verb.targetPosition {
        case .unchanged: false
        case .pushedOntoSourceStack, .rootOfSourceStack, .newModalLayer, .windowRoot: true
        }
        return action(verb, target: .flow(target), holding: target, routes: placesTarget ? target.placementRoutes : nil,
                      embedding: embedding, animated: animated, callSite: CallSite(fileID: file, line: line),
                      forward: forwarding)
    }
}

/// A typed forwarding closure with the target's screen type erased.
///
/// A struct rather than an optional closure: Swift cannot abstract an optional value of a
/// variadic function type.
struct Forwarder<each Arg>: Sendable {
    let isPresent: Bool
    let apply: @MainActor (AnyObject, repeat each Arg) -> Void

    init<Screen: AnyObject>(_ forward: @escaping Lets.Forwarding<Screen, repeat each Arg>) {
        isPresent = true
        apply = { @MainActor (screen: AnyObject, argument: repeat each Arg) in
            // Navigators pass the screen they built from this very flow, so the cast holds.
            forward(screen as! Screen)(repeat each argument)
        }
    }

    /// No forwarding: for verbs without a target, and callbacks whose arguments are ignored.
    init() {
        isPresent = false
        apply = { @MainActor (_: AnyObject, _: repeat each Arg) in }
    }
}
