@_spi(FlowKitTools) import FlowKit

/// A navigator that only notes which declared verb each request came from.
@MainActor
final class RecordingNavigator: Navigator {
    var firedDeclarations: [Int] = []

    func perform(_ request: NavigationRequest) {
        if let index = request.declarationIndex { firedDeclarations.append(index) }
    }
}

/// The labels a map gives the verbs of one built screen, where the navigator's own labelling
/// (``CallbackLabeler``'s, for events) leaves a verb unlabelled or bound to several callbacks.
///
/// In order: the callbacks holding each verb's closure (``CallbackHolders``), one edge each, so
/// a verb kept in a local and given to two callbacks is two edges; else the label FlowKit
/// learnt (a watched assignment, a `lets.steps` case); else what firing the screen's callbacks
/// under a ``RecordingNavigator`` shows runs it (``CallbackRuns``, the rule the scanner reads
/// from the source). Fired are: each callback without arguments, once; each `lets.steps`
/// binding, once per step, named after the callback holding it; and each callback a screen
/// fires itself step by step (``StepReporting``: a store-driven screen's `onOutput`). So a verb
/// kept in a local and run from a `switch` over a Lasso screen's `Output`, or routed by
/// `.to(verb, value)`, is labelled with its case. Firing runs whatever app code the closure
/// holds, on a screen no one sees; a verb's own closure just records a request. Other callbacks
/// are never called: reflection cannot supply real values, nor call a closure whose argument
/// type only the app's code knows.
///
/// What a probe finds is kept in the walk's `Memo`, by `BindingRecipe` (the screen's type and
/// its verbs' call sites), so the many screens one recipe builds are probed once; it labels the
/// map only, never the navigator's events, which must not depend on whether a walk ran.
@MainActor
enum ClosureProbe {
    /// Probe results of one walk, by recipe.
    struct Memo {
        fileprivate var labels: [BindingRecipe: [[String]]] = [:]
    }

    /// For each verb `lets` declared, the labels of its edges: one per callback holding it, else
    /// one (empty when nothing names it).
    /// - Parameters:
    ///   - lets: The `lets` that bound `screen`.
    ///   - screen: The screen, bound to `recorder`.
    ///   - recorder: The navigator the verbs send to.
    ///   - memo: What earlier builds of the same recipe showed.
    static func labels(declaredBy lets: Lets, on screen: AnyObject, recorder: RecordingNavigator, memo: inout Memo)
    -> [[String]] {
        let declarations = lets.declaredActions
        let recipe = BindingRecipe(declarations, on: screen)
        if let known = memo.labels[recipe] { return known }
        var labels = CallbackHolders.names(of: declarations, on: screen)
        for index in labels.indices where labels[index].isEmpty {
            if let label = declarations[index].label { labels[index] = [label] }
        }
        if labels.contains(where: \.isEmpty) {
            let callbacks = runs(on: screen, declaredBy: lets, recorder: recorder)
            for index in labels.indices where labels[index].isEmpty {
                if let label = CallbackRuns.label(of: index, among: callbacks) { labels[index] = [label] }
            }
        }
        labels = labels.map { $0.isEmpty ? [""] : $0 }
        memo.labels[recipe] = labels
        return labels
    }

    /// What each callback of `screen` that can be fired runs, case by case.
    private static func runs(on screen: AnyObject, declaredBy lets: Lets, recorder: RecordingNavigator)
    -> [CallbackRuns.Callback] {
        func fired(_ fire: () -> Void) -> Set<Int> {
            recorder.firedDeclarations.removeAll()
            fire()
            return Set(recorder.firedDeclarations)
        }
        var callbacks = StoredProperties.of(screen).compactMap { name, value -> CallbackRuns.Callback? in
            guard let closure = zeroArgumentClosure(value) else { return nil }
            return CallbackRuns.Callback(name: name, cases: [CallbackRuns.Case(name: nil, runs: fired(closure))])
        }
        var stepped: [(callback: String, firings: [StepFiring])] = (screen as? any StepReporting)?.stepCallbacks ?? []
        // A binding the screen fires itself is fired once, as the screen's.
        for binding in lets.stepBindings(on: screen) where !stepped.contains(where: { $0.callback == binding.callback }) {
            stepped.append((binding.callback ?? "", binding.firings))
        }
        for (name, firings) in stepped {
            callbacks.append(CallbackRuns.Callback(name: name, cases: firings.map {
                CallbackRuns.Case(name: $0.step, runs: fired($0.fire))
            }))
        }
        return callbacks
    }

    /// The closure as one to fire, for every zero-argument shape a verb's closure can be stored
    /// as: FlowKit 0.2.0's `() -> Void?` too.
    private static func zeroArgumentClosure(_ value: Any) -> (() -> Void)? {
        if let closure = value as? () -> Void { return closure }
        if let closure = value as? @MainActor () -> Void { return { closure() } }
        if let closure = value as? () -> Void? { return { _ = closure() } }
        if let closure = value as? @MainActor () -> Void? { return { _ = closure() } }
        return nil
    }
}
