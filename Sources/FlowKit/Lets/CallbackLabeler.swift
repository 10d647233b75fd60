/// Names verbs after the callback properties they were assigned to, by type alone.
///
/// Swift cannot compare closures, and calling a closure found by reflection would run app code
/// (or, for typed callbacks, pass garbage arguments). So a verb is labelled only when its
/// callback type is unambiguous: exactly one declared verb and exactly one non-nil stored
/// property of the screen share that function type. Otherwise the label stays `nil`.
@MainActor
enum CallbackLabeler {
    static func label(_ actions: [DeclaredAction], on screen: AnyObject) {
        guard !actions.isEmpty else { return }
        let properties = closureProperties(of: screen, ofTypes: Set(actions.flatMap(\.callbackTypes)))
        var actionsPerType: [ObjectIdentifier: Int] = [:]
        for action in actions { actionsPerType[action.callbackTypes[0], default: 0] += 1 }
        for action in actions where action.label == nil && actionsPerType[action.callbackTypes[0]] == 1 {
            let candidates = action.callbackTypes.flatMap { properties[$0] ?? [] }
            if candidates.count == 1 { action.setLabel(candidates[0]) }
        }
    }

    /// Stored properties of `screen` and its superclasses whose dynamic type is one of `types`,
    /// grouped by that type, leaving out those that hold `nil`. Other properties are never
    /// cast: the cast to `OptionalInspection` is a protocol-conformance lookup per property.
    private static func closureProperties(of screen: AnyObject, ofTypes types: Set<ObjectIdentifier>)
    -> [ObjectIdentifier: [String]] {
        var byType: [ObjectIdentifier: [String]] = [:]
        for (name, value) in StoredProperties.of(screen) {
            let type = ObjectIdentifier(Swift.type(of: value))
            guard types.contains(type) else { continue }
            if (value as? any OptionalInspection)?.isNone == true { continue }
            byType[type, default: []].append(name)
        }
        return byType
    }
}

/// Lets reflection tell an empty optional from a filled one without knowing its wrapped type.
private protocol OptionalInspection {
    var isNone: Bool { get }
}

extension Optional: OptionalInspection {
    fileprivate var isNone: Bool { self == nil }
}
