/// Names verbs after the callback properties they were assigned to, by type alone.
///
/// Swift cannot compare closures, and calling a closure found by reflection would run app code
/// (or, for typed callbacks, pass garbage arguments). So a verb is labelled only when its
/// callback type is unambiguous: exactly one declared verb and exactly one non-nil stored
/// property of the screen share that function type. Otherwise the label stays `nil` (map
/// walkers may learn it by other means, for their maps only).
///
/// Reflection is paid once per recipe, not on every bind: what a recipe's verbs are bound to is
/// kept by the screen's type and the verbs' call sites in declaration order, and a later build
/// of the same recipe (the same flow again, or another flow sharing its code) takes the labels
/// from there. A recipe that binds one declared verb to different callbacks from build to build
/// keeps the first build's labels.
@MainActor
enum CallbackLabeler {
    /// Labels by recipe, in declaration order (`nil` where none was found).
    private static var known: [BindingRecipe: [String?]] = [:]

    static func label(_ actions: [DeclaredAction], on screen: AnyObject) {
        guard !actions.isEmpty else { return }
        let recipe = BindingRecipe(actions, on: screen)
        if let labels = known[recipe] {
            for (action, label) in zip(actions, labels) { if let label { action.setLabel(label) } }
            return
        }
        let properties = closureProperties(of: screen, ofTypes: Set(actions.flatMap(\.callbackTypes)))
        var actionsPerType: [ObjectIdentifier: Int] = [:]
        for action in actions { actionsPerType[action.callbackTypes[0], default: 0] += 1 }
        for action in actions where action.label == nil && actionsPerType[action.callbackTypes[0]] == 1 {
            let candidates = action.callbackTypes.flatMap { properties[$0] ?? [] }
            if candidates.count == 1 { action.setLabel(candidates[0]) }
        }
        known[recipe] = actions.map(\.label)
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

/// What decides which callback each verb of a build is bound to: the screen's type and the
/// call sites of the verbs its recipe declared, in order. Builds with one recipe bind alike, so
/// what is learnt of one (by reflection, or by a map walker's probe) holds for the others.
package struct BindingRecipe: Hashable {
    private let screen: ObjectIdentifier
    private let verbs: [CallSite]

    /// The recipe of a build that declared `actions` for `screen`.
    /// - Parameters:
    ///   - actions: The verbs declared, in order.
    ///   - screen: The screen they were bound on.
    package init(_ actions: [DeclaredAction], on screen: AnyObject) {
        self.screen = ObjectIdentifier(type(of: screen))
        self.verbs = actions.map(\.callSite)
    }
}

/// Lets reflection tell an empty optional from a filled one without knowing its wrapped type.
private protocol OptionalInspection {
    var isNone: Bool { get }
}

extension Optional: OptionalInspection {
    fileprivate var isNone: Bool { self == nil }
}
