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
/// Only closures of type `() -> Void` (or `() -> Void?`) are called: they need no arguments, and a verb's closure
/// just records a request. A closure that wraps a verb in app code runs that code too, on a
/// screen no one sees; one that fires several verbs, or none, labels nothing.
@MainActor
enum ClosureProbe {
    static func label(_ declarations: [DeclaredAction], on screen: AnyObject, recorder: RecordingNavigator) {
        guard declarations.contains(where: { $0.label == nil && $0.argumentTypes.isEmpty }) else { return }
        for (name, value) in StoredProperties.of(screen) {
            guard let closure = zeroArgumentClosure(value) else { continue }
            recorder.firedDeclarations.removeAll()
            closure()
            guard recorder.firedDeclarations.count == 1,
                  let index = recorder.firedDeclarations.first, declarations.indices.contains(index) else { continue }
            let declaration = declarations[index]
            if declaration.label == nil { declaration.setLabel(name) }
        }
        // Later builds of the same recipe, the navigator's included, take these labels.
        CallbackLabeler.remember(declarations, on: screen)
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
