/// A navigator that only notes which declared verb each request came from.
@MainActor
final class RecordingNavigator: Navigator {
    var firedDeclarations: [Int] = []

    func perform(_ request: NavigationRequest) {
        if let index = request.declarationIndex { firedDeclarations.append(index) }
    }
}

/// The callbacks a map draws the verbs of one built screen from, where the navigator's own
/// labelling (``CallbackLabeler``'s, for events) leaves a verb unlabelled or bound to several
/// callbacks.
///
/// In order: the callbacks holding each verb's closure (``CallbackHolders``), one edge each, so
/// a verb kept in a local and given to two callbacks is two edges; else the label FlowKit
/// learnt (a watched assignment, a `lets.steps` case); else what firing the screen's callbacks
/// under a ``RecordingNavigator`` shows runs it, labelled by the walk's rule (the one the
/// scanner reads from the source, FlowGraph's `CallbackRuns`, which FlowKit cannot see). Fired
/// are: each callback without arguments, once; each `lets.steps` binding, once per step, named
/// after the callback holding it; and each callback a screen fires itself step by step
/// (``StepReporting``: a store-driven screen's `onOutput`). So a verb kept in a local and run
/// from a `switch` over a Lasso screen's `Output`, or routed by `.to(verb, value)`, is labelled
/// with its case. Firing runs whatever app code the closure holds, on a screen no one sees; a
/// verb's own closure just records a request. Other callbacks are never called: reflection
/// cannot supply real values, nor call a closure whose argument type only the app's code knows.
///
/// What a probe finds is kept in the walk's ``FlowDeclaration/Memo``, by ``BindingRecipe`` (the
/// screen's type and its verbs' call sites), so the many screens one recipe builds are probed
/// and labelled once; it labels the map only, never the navigator's events, which must not
/// depend on whether a walk ran.
@MainActor
enum ClosureProbe {
    /// For each verb `lets` declared on `screen`, the callbacks a map draws it from; empty where
    /// nothing names it. Probed once per recipe.
    /// - Parameters:
    ///   - lets: The `lets` that bound `screen`.
    ///   - screen: The screen, bound to `recorder`.
    ///   - recorder: The navigator the verbs send to.
    ///   - memo: What earlier builds of the same recipe showed, and the walk's labelling rule.
    static func callbacks(declaredBy lets: Lets, on screen: AnyObject, recorder: RecordingNavigator,
                          memo: FlowDeclaration.Memo) -> [[String]] {
        let declarations = lets.declaredActions
        let recipe = BindingRecipe(declarations, on: screen)
        if let known = memo.callbacks[recipe] { return known }
        var found = callbacks(of: declarations, on: screen)
        if found.contains(where: \.isEmpty) {
            let ran = runs(on: screen, declaredBy: lets, recorder: recorder)
            for index in found.indices where found[index].isEmpty {
                if let label = memo.label(index, ran) { found[index] = [label] }
            }
        }
        memo.callbacks[recipe] = found
        return found
    }

    /// For each of `declarations`, the callbacks holding its closure, else its label.
    static func callbacks(of declarations: [DeclaredAction], on screen: AnyObject) -> [[String]] {
        var callbacks = CallbackHolders.names(of: declarations, on: screen)
        for index in callbacks.indices where callbacks[index].isEmpty {
            if let label = declarations[index].label { callbacks[index] = [label] }
        }
        return callbacks
    }

    /// What each callback of `screen` that can be fired runs, case by case.
    private static func runs(on screen: AnyObject, declaredBy lets: Lets, recorder: RecordingNavigator)
    -> [FlowDeclaration.CallbackRun] {
        func fired(_ fire: () -> Void) -> Set<Int> {
            recorder.firedDeclarations.removeAll()
            fire()
            return Set(recorder.firedDeclarations)
        }
        var callbacks = StoredProperties.of(screen).compactMap { name, value -> FlowDeclaration.CallbackRun? in
            guard let closure = zeroArgumentClosure(value) else { return nil }
            return (name, [(nil, fired(closure))])
        }
        var stepped: [(callback: String, firings: [StepFiring])] = (screen as? any StepReporting)?.stepCallbacks ?? []
        // A binding the screen fires itself is fired once, as the screen's.
        for binding in lets.stepBindings(on: screen) where !stepped.contains(where: { $0.callback == binding.callback }) {
            stepped.append((binding.callback ?? "", binding.firings))
        }
        for (name, firings) in stepped {
            callbacks.append((name, firings.map { ($0.step, fired($0.fire)) }))
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
