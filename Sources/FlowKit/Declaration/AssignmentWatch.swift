/// Learns which callback property each verb lands in by watching the screen while its flow
/// binds it, whatever the callbacks' types.
///
/// A verb is declared when `lets.push(…)` is evaluated, before the assignment that stores its
/// closure, so a callback property that changes after a verb is declared holds a verb declared
/// before the change. Closures cannot be compared or safely called, but the words of a stored
/// closure (its function and context pointers) change when a new closure is stored, and a
/// snapshot keeps the old closures alive, so their addresses cannot be reused in between.
///
/// A change is attributed only when it is unambiguous: the changed property's type fits exactly
/// one verb still waiting for its callback, and that verb fits no other changed property. Two
/// verbs kept in locals and assigned together, or a verb and an app closure of the same type
/// assigned in one stretch, stay unlabelled rather than risk a wrong name.
///
/// Snapshots are taken only while a verb is waiting, and only on a recipe's first build:
/// ``CallbackLabeler`` remembers what was learnt by declaration site.
final class AssignmentWatch {
    /// The screen being bound.
    let screen: AnyObject
    /// Verbs declared whose callback is not known yet, with the shapes their closure fits.
    private var waiting: [(action: DeclaredAction, shapes: [ObjectIdentifier])] = []
    /// Every verb watched on this build, labelled or not, for ``CallbackLabeler`` to remember.
    private(set) var watched: [DeclaredAction] = []
    /// The screen's stored properties when the last verb was declared.
    private var baseline: [StoredValue] = []

    /// Watches `screen`, which a flow is about to bind.
    init(_ screen: AnyObject) {
        self.screen = screen
    }

    /// Called as `action` is declared, before its closure is assigned anywhere: attributes what
    /// changed since the previous declaration, then waits for `action`'s callback if asked to.
    /// - Parameters:
    ///   - action: The verb just declared.
    ///   - watching: Whether its callback must be learnt (not known from an earlier build).
    func declared(_ action: DeclaredAction, watching: Bool) {
        if !waiting.isEmpty { settle() }
        guard watching else { return }
        if waiting.isEmpty { baseline = StoredValue.all(of: screen) }
        waiting.append((action, action.callbackShapes))
        watched.append(action)
    }

    /// Ends the watch once the flow has bound the screen: attributes the last changes.
    func finish() {
        if !waiting.isEmpty { settle() }
        waiting.removeAll()
        baseline.removeAll()
    }

    /// Attributes the callback properties changed since `baseline` to the verbs waiting, where
    /// the match is one to one, and takes the present as the new baseline.
    private func settle() {
        let now = StoredValue.all(of: screen)
        var changed: [StoredValue] = []
        for (before, after) in zip(baseline, now) where before.type == after.type {
            guard waiting.contains(where: { $0.shapes.contains(after.type) }), before.words != after.words else { continue }
            changed.append(after)
        }
        baseline = now
        var attributed: Set<Int> = []
        for property in changed {
            let fitting = waiting.indices.filter { waiting[$0].shapes.contains(property.type) }
            guard fitting.count == 1, let index = fitting.first else { continue }
            let shapes = waiting[index].shapes
            guard changed.filter({ shapes.contains($0.type) }).count == 1 else { continue }
            waiting[index].action.setLabel(property.name)
            attributed.insert(index)
        }
        waiting = waiting.indices.filter { !attributed.contains($0) }.map { waiting[$0] }
    }
}

/// One stored property of a screen as a snapshot holds it: its name, its type, the words of
/// its value (compared only for callbacks, whose words they are), and the value itself, kept
/// so that a closure replaced later cannot free its address for the new one to reuse.
private struct StoredValue {
    let name: String
    let type: ObjectIdentifier
    let words: ClosureIdentity.Words
    let value: Any

    /// Every stored property of `object`, in declaration order.
    static func all(of object: AnyObject) -> [StoredValue] {
        var values: [StoredValue] = []
        for (name, value) in StoredProperties.of(object) {
            values.append(StoredValue(name: name, type: ObjectIdentifier(Swift.type(of: value)),
                                      words: ClosureIdentity.words(ofStored: value), value: value))
        }
        return values
    }
}
