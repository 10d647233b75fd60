// Binding a screen's step enum (Lasso's `Output`, RxFlow's `Step`) case by case.
//
// The binding is an exhaustive `switch` the adopter writes, so the compiler checks that every
// case is bound (no `default:` needed, none hidden), and each case's values are passed to the
// verb by hand, so a verb that needs them cannot be left without them. A `switch` cannot be
// read without values, though, and an enum's cases with payloads cannot be listed by
// reflection: the step type lists one value per case (``NavigationSteps/everyStep``), which
// map walkers run the switch with while the screen is built, declaring each case's verb.

/// An enum a screen reports its outcomes with, whose cases a flow binds to verbs one by one
/// with ``Lets/steps(_:)``.
///
/// ```swift
/// enum MovieListStep: NavigationSteps {
///     case movieDetail(Int)
///     case settings
///     static var everyStep: [MovieListStep] { [.movieDetail(0), .settings] }
/// }
/// ```
///
/// An enum without payloads that is `CaseIterable` gets ``everyStep`` for free.
public protocol NavigationSteps {
    /// One value of every case, in any order: what map walkers bind, since they cannot list an
    /// enum's cases with payloads. The payloads are never shown; a case left out here still
    /// navigates, but maps miss its edge (the static map, read from the `switch`, does not, so
    /// a static = runtime test catches it).
    static var everyStep: [Self] { get }
}

extension NavigationSteps where Self: CaseIterable {
    /// Every case.
    public static var everyStep: [Self] { Array(allCases) }
}

/// What one step case does: a verb run with the case's values, or nothing.
///
/// Made inside the `switch` of ``Lets/steps(_:)``: `.to(lets.push(self.detail), id)`.
public struct StepRoute {
    let run: @MainActor () -> Void

    /// Runs `verb` with `value`: the verb must take exactly these values, so a verb that needs
    /// the case's payload (an ``ArrivalFlow``, a forwarding closure) does not compile without it.
    /// - Parameters:
    ///   - verb: A verb of the flow's `lets`.
    ///   - value: The values to pass it, usually the case's payload.
    public static func to<each Value>(_ verb: @escaping (repeat each Value) -> Void, _ value: repeat each Value)
    -> StepRoute {
        let call = StepCall(verb, (repeat each value))
        return StepRoute { call.verb(repeat each call.values) }
    }

    /// Not a route: reached only when the values given are not exactly the ones `verb` takes
    /// (a case's payload forgotten, or passed to a verb that needs another), so the compiler
    /// names the mismatch at the route.
    @_disfavoredOverload
    @available(*, unavailable, message: "the verb must be given exactly the values it takes, in order (a screen built per arrival needs the case's values)")
    public static func to<each Value, each Given>(_ verb: @escaping (repeat each Value) -> Void, _ value: repeat each Given)
    -> StepRoute { fatalError("unavailable") }

    /// The case needs no navigation (the screen handles it, or the flow only observes it).
    public static var stay: StepRoute { StepRoute {} }
}

/// A case's verb and values, held by its route until it runs, on the main thread like every
/// verb's closure (hence unchecked).
private struct StepCall<each Value>: @unchecked Sendable {
    let verb: (repeat each Value) -> Void
    let values: (repeat each Value)
    init(_ verb: @escaping (repeat each Value) -> Void, _ values: (repeat each Value)) {
        self.verb = verb
        self.values = values
    }
}

/// The adopter's binding, held by the step closure; called on the main thread only.
private final class StepBinding<Step>: @unchecked Sendable {
    let route: (Step) -> StepRoute
    init(_ route: @escaping (Step) -> StepRoute) { self.route = route }
}

extension Lets {
    /// Binds each case of a step enum to a verb: returns the closure the screen (or its store)
    /// reports steps to.
    ///
    /// ```swift
    /// screen.onStep = lets.steps { step in
    ///     switch step {
    ///     case .movieDetail(let id): .to(lets.push(self.detail), id)
    ///     case .settings: .to(lets.present(self.settings, embedding: .navigation))
    ///     }
    /// }
    /// ```
    ///
    /// Each case's edge is labelled with the case, its arguments being the types the verb
    /// forwards (maps draw `movieDetail(Int)`, `settings`); each request is labelled with the
    /// case and carries the values (`[movieDetail(42)]` in event descriptions).
    /// - Parameter route: An exhaustive `switch` returning each case's ``StepRoute``.
    public func steps<Step: NavigationSteps>(_ route: @escaping (Step) -> StepRoute) -> @Sendable (Step) -> Void {
        let declaring = parent ?? self
        for step in Step.everyStep {
            declaring.currentStep = StepCase.name(of: step)
            _ = route(step)
        }
        declaring.currentStep = nil
        let binding = StepBinding(route)
        let closure: @Sendable (Step) -> Void = callback { (values: CallbackValues<Step>, _) in
            let step = values.tuple
            let previous = declaring.currentStep
            declaring.currentStep = StepCase.name(of: step)
            binding.route(step).run()
            declaring.currentStep = previous
        }
        // A verb kept in a local and routed here is labelled by the cases that run it, which
        // map walkers learn by firing the binding step by step.
        if declaring.isDeclaring {
            declaring.recordedStepBindings.append((ClosureIdentity.words(ofStepCallback: closure), {
                Step.everyStep.map { step in
                    let held = CallbackValues(step)
                    return StepFiring(step: StepCase.name(of: step), fire: { binding.route(held.tuple).run() })
                }
            }))
        }
        return closure
    }
}

/// How steps are named in events and maps: by their case (`movieDetail` for
/// `.movieDetail(42)`), read by reflection; the values (events) or their types (maps) follow as
/// arguments, so maps draw `movieDetail(Int)` and logs print `movieDetail(42)`; map walkers
/// name the steps they fire a callback with the same way.
enum StepCase {
    /// The case's name.
    static func name(of step: Any) -> String {
        let mirror = Mirror(reflecting: step)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        // A case without payload has no child: its description is its name.
        return String(describing: step)
    }
}

extension NavigationEvent {
    /// The request's label with its values, as a step is written: `movieDetail(42)`, `settings`;
    /// `nil` for a request without a label. For one-line logs in the style of RxFlow's:
    ///
    /// ```swift
    /// navigator.observe { event in
    ///     if event.phase == .did, let step = event.stepDescription {
    ///         print("did navigate from \(event.source?.description ?? "window") to \(step)")
    ///     }
    /// }
    /// ```
    public var stepDescription: String? {
        guard let label else { return nil }
        return arguments.isEmpty ? label : "\(label)(\(arguments.joined(separator: ", ")))"
    }
}

extension NavigationSteps {
    /// The case's name (`movieDetail` for `.movieDetail(42)`): what events label its request
    /// with, and what terminal drivers offer as the action.
    public var stepName: String { StepCase.name(of: self) }
}
