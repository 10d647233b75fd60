import FlowKit

/// A navigator that only notes which declared verb each request came from.
@MainActor
final class RecordingNavigator: Navigator {
    var firedDeclarations: [Int] = []

    func perform(_ request: NavigationRequest) {
        if let index = request.declarationIndex { firedDeclarations.append(index) }
    }
}

/// Labels zero-argument verbs that type matching could not, by firing each zero-argument
/// closure property of a throwaway screen under a ``RecordingNavigator``.
///
/// Only closures of type `() -> Void` (or `() -> Void?`) are called: they need no arguments,
/// and a verb's closure just records a request. A closure that wraps a verb in app code runs that code too, on a
/// screen no one sees; one that fires several verbs, or none, labels nothing.
///
/// What a probe finds is kept in the walk's `Memo`, by `BindingRecipe` (the screen's type and
/// its verbs' call sites), so the many screens one recipe builds are probed once; it labels the
/// map only, never the navigator's events, which must not depend on whether a walk ran.
@MainActor
enum ClosureProbe {
    /// Probe results of one walk, by recipe.
    struct Memo {
        fileprivate var labels: [BindingRecipe: [String?]] = [:]
    }

    static func label(_ declarations: [DeclaredAction], on screen: AnyObject, recorder: RecordingNavigator,
                      memo: inout Memo) {
        guard declarations.contains(where: { $0.label == nil && $0.argumentTypes.isEmpty }) else { return }
        let recipe = BindingRecipe(declarations, on: screen)
        if let known = memo.labels[recipe] {
            for (declaration, label) in zip(declarations, known) where declaration.label == nil {
                if let label { declaration.setLabel(label) }
            }
            return
        }
        defer { memo.labels[recipe] = declarations.map(\.label) }
        for (name, value) in StoredProperties.of(screen) {
            guard let closure = zeroArgumentClosure(value) else { continue }
            recorder.firedDeclarations.removeAll()
            closure()
            guard recorder.firedDeclarations.count == 1,
                  let index = recorder.firedDeclarations.first, declarations.indices.contains(index) else { continue }
            let declaration = declarations[index]
            if declaration.label == nil { declaration.setLabel(name) }
        }
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
