// What map walkers fire to see which verbs a step enum's cases run, when a verb is kept in a
// local and run by a callback rather than stored in it: the closure `lets.steps` returns, and
// the `onOutput` of a store-driven screen (FlowKitStore), each fired once per step.
//
// A walker finds callbacks by reflection, as values of unknown type, and a closure whose
// argument is not known statically cannot be called from generic code: Swift stores a concrete
// closure with its concrete calling convention, which generic code does not use. So the code
// that knows the step type makes the firings: `lets.steps` and `StoreScreen`, generic over it.

/// One step a callback can be fired with, and the firing.
package struct StepFiring {
    /// The step's case name (``StepCase``), as events name it.
    let step: String
    /// Calls the callback with the step.
    let fire: @MainActor () -> Void

    /// A firing of the callback with `step`.
    /// - Parameters:
    ///   - step: The step's case name.
    ///   - fire: Calls the callback with it.
    init(step: String, fire: @escaping @MainActor () -> Void) {
        self.step = step
        self.fire = fire
    }

    /// One firing per step of `Step`, each calling `callback` with it; `nil` when `Step` lists
    /// no steps (neither ``NavigationSteps`` nor `CaseIterable`).
    /// - Parameters:
    ///   - stepType: The callback's argument type.
    ///   - callback: Receives each step.
    package static func everyStep<Step>(of stepType: Step.Type, _ callback: @escaping @MainActor @Sendable (Step) -> Void)
    -> [StepFiring]? {
        guard let steps = StepValues.all(of: stepType) else { return nil }
        return steps.map { step in
            // Fired on the main thread, where the step was made: unchecked, as callbacks' values are.
            let held = CallbackValues(step)
            return StepFiring(step: StepCase.name(of: step), fire: { callback(held.tuple) })
        }
    }
}

/// A screen whose callbacks taking a step enum it can fire itself (a store-driven screen's
/// `onOutput`): by property name, one firing per step. FlowKitStore's companion of
/// ``FlowDeclaration``, whose map walker's read fires them to see which verbs each step runs.
package protocol StepReporting: AnyObject {
    /// The callbacks taking a step enum that lists its steps, each with its firings.
    @MainActor var stepCallbacks: [(callback: String, firings: [StepFiring])] { get }
}

/// The values of a step type that lists them.
enum StepValues {
    /// Every step of `type`: ``NavigationSteps/everyStep``, else `CaseIterable`'s `allCases`.
    static func all<Step>(of type: Step.Type) -> [Step]? {
        if let steps = type as? any NavigationSteps.Type { return every(steps) as? [Step] }
        if let cases = type as? any CaseIterable.Type { return every(cases) as? [Step] }
        return nil
    }

    private static func every<Step: NavigationSteps>(_: Step.Type) -> [Step] { Step.everyStep }
    private static func every<Step: CaseIterable>(_: Step.Type) -> [Step] { Array(Step.allCases) }
}

extension Lets {
    /// The step bindings ``steps(_:)`` made while `screen` (this `lets`' source) was bound:
    /// the name of the callback property holding each binding's closure (`nil` where none
    /// does), and its firings.
    /// - Parameter screen: The screen bound.
    @MainActor
    func stepBindings(on screen: AnyObject) -> [(callback: String?, firings: [StepFiring])] {
        let bindings = (parent ?? self).recordedStepBindings
        guard !bindings.isEmpty else { return [] }
        let properties = StoredProperties.of(screen)
        return bindings.map { binding in
            let holder = properties.first { _, value in
                ClosureIdentity.words(ofStored: value) == binding.callback
                    || ClosureIdentity.verb(wrappedBy: value, among: [binding.callback]) != nil
            }
            return (holder?.name, binding.firings())
        }
    }
}
