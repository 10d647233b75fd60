/// Names verbs after the callback properties they were assigned to, paying reflection once per
/// declaration site rather than on every build.
///
/// Where the flow hands its screen to a binding closure (`Flow(with:) { vc, lets in … }`, an
/// ``ArrivalFlow``'s `bind:`), an ``AssignmentWatch`` sees which property each verb lands in,
/// whatever the callbacks' types: two `() -> Void` callbacks, typed ones, FlowKit 0.2.0's
/// `-> Void?`. What it learns is kept by the screen's type and the verb's place and call site,
/// so later builds of the same code take the labels from there and watch nothing.
///
/// Where the flow builds the screen itself (`Flow { lets in … return vc }`), the screen is seen
/// only once bound: a verb is labelled with the property whose stored closure wraps the verb's
/// own (``ClosureIdentity``), else by type, where exactly one declared verb and exactly one
/// non-nil stored property share the callback's function type. Anything else stays unlabelled.
///
/// A recipe that binds one declared verb to different callbacks from build to build keeps the
/// first build's labels.
@MainActor
enum CallbackLabeler {
    /// Labels learnt by watching bindings, by declaration site (`nil` where none was found).
    private static var watched: [DeclarationSite: String?] = [:]
    /// Labels matched by type for flows that build their screen, by recipe, in declaration
    /// order (`nil` where none was found).
    private static var matched: [BindingRecipe: [String?]] = [:]
    /// How many declarations have been watched: a test's way to see that later builds watch
    /// nothing.
    private(set) static var watchedDeclarations = 0

    /// Labels `action` from an earlier build if its site was watched before; otherwise says it
    /// must be watched.
    /// - Parameters:
    ///   - action: A verb just declared.
    ///   - screen: The screen being bound.
    static func needsWatching(_ action: DeclaredAction, on screen: AnyObject) -> Bool {
        guard action.label == nil else { return false }
        guard let known = watched[DeclarationSite(action, on: screen)] else { return true }
        if let known { action.setLabel(known) }
        return false
    }

    /// Keeps what a watch learnt (or did not) of each verb it watched.
    /// - Parameters:
    ///   - actions: The verbs watched.
    ///   - screen: The screen they were bound on.
    static func remember(_ actions: [DeclaredAction], on screen: AnyObject) {
        watchedDeclarations += actions.count
        for action in actions { watched[DeclarationSite(action, on: screen)] = .some(action.label) }
    }

    /// Labels the verbs of a screen its flow built itself, by the closures its properties hold,
    /// then by type.
    /// - Parameters:
    ///   - actions: The verbs declared, in order.
    ///   - screen: The screen they were bound on.
    static func labelBuiltScreen(_ actions: [DeclaredAction], on screen: AnyObject) {
        guard !actions.isEmpty else { return }
        let recipe = BindingRecipe(actions, on: screen)
        if let labels = matched[recipe] {
            for (action, label) in zip(actions, labels) { if let label { action.setLabel(label) } }
            return
        }
        let shapes = actions.map(\.callbackShapes)
        var properties = closureProperties(of: screen, ofTypes: Set(shapes.joined()))
        let identified = labelByClosure(actions, properties: properties)
        properties = properties.mapValues { $0.filter { !identified.contains($0.name) } }
        var actionsPerType: [ObjectIdentifier: Int] = [:]
        for shape in shapes { actionsPerType[shape[0], default: 0] += 1 }
        for (action, shape) in zip(actions, shapes) where action.label == nil && actionsPerType[shape[0]] == 1 {
            let candidates = shape.flatMap { properties[$0] ?? [] }
            if candidates.count == 1 { action.setLabel(candidates[0].name) }
        }
        matched[recipe] = actions.map(\.label)
    }

    /// Labels each unlabelled verb whose closure exactly one property's stored closure wraps;
    /// returns the names of the properties that named one.
    private static func labelByClosure(_ actions: [DeclaredAction], properties: [ObjectIdentifier: [StoredCallback]])
    -> Set<String> {
        let waiting = actions.filter { $0.label == nil && $0.closure != nil }
        guard !waiting.isEmpty else { return [] }
        let closures = waiting.compactMap(\.closure)
        var holders: [Int: [String]] = [:]
        for property in properties.values.joined() {
            if let index = ClosureIdentity.verb(wrappedBy: property.value, among: closures) {
                holders[index, default: []].append(property.name)
            }
        }
        var named: Set<String> = []
        for (index, names) in holders where names.count == 1 {
            waiting[index].setLabel(names[0])
            named.insert(names[0])
        }
        return named
    }

    /// Stored properties of `screen` and its superclasses whose dynamic type is one of `types`,
    /// grouped by that type, leaving out those that hold `nil`. Other properties are never
    /// cast: the cast to `OptionalInspection` is a protocol-conformance lookup per property.
    private static func closureProperties(of screen: AnyObject, ofTypes types: Set<ObjectIdentifier>)
    -> [ObjectIdentifier: [StoredCallback]] {
        var byType: [ObjectIdentifier: [StoredCallback]] = [:]
        for (name, value) in StoredProperties.of(screen) {
            let type = ObjectIdentifier(Swift.type(of: value))
            guard types.contains(type) else { continue }
            if (value as? any OptionalInspection)?.isNone == true { continue }
            byType[type, default: []].append((name, value))
        }
        return byType
    }

    /// A callback property and the closure it holds, as ``StoredProperties`` reads it.
    private typealias StoredCallback = (name: String, value: Any)
}

/// What decides which callback each verb of a build is bound to: the screen's type and the
/// call sites of the verbs its recipe declared, in order. Builds with one recipe bind alike, so
/// what is learnt of one (by reflection, or by a map walker's probe) holds for the others.
struct BindingRecipe: Hashable {
    private let screen: ObjectIdentifier
    private let verbs: [CallSite]

    /// The recipe of a build that declared `actions` for `screen`.
    /// - Parameters:
    ///   - actions: The verbs declared, in order.
    ///   - screen: The screen they were bound on.
    init(_ actions: [DeclaredAction], on screen: AnyObject) {
        self.screen = ObjectIdentifier(type(of: screen))
        self.verbs = actions.map(\.callSite)
    }
}

/// Where a verb is declared: the screen's type, the verb's place among the recipe's verbs and
/// its call site. Builds of one recipe declare alike, so what a watch learnt of one holds for
/// the others.
private struct DeclarationSite: Hashable {
    let screen: ObjectIdentifier
    let index: Int
    let callSite: CallSite

    init(_ action: DeclaredAction, on screen: AnyObject) {
        self.screen = ObjectIdentifier(type(of: screen))
        self.index = action.index
        self.callSite = action.callSite
    }
}

/// Lets reflection tell an empty optional from a filled one without knowing its wrapped type.
private protocol OptionalInspection {
    var isNone: Bool { get }
}

extension Optional: OptionalInspection {
    fileprivate var isNone: Bool { self == nil }
}
