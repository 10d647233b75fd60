/// Every file's UIKit types merged by name (a class and its extensions), and the resolution of
/// ``TargetExpression``s against them: properties, methods and factories followed a few steps,
/// each counted, to the type of the screen shown. What leads to no one type is `nil`: the
/// scanner never guesses a target.
struct UIKitTypes {
    /// A resolved target: the screen's type, whether it is shown inside a new navigation
    /// controller, and how many steps it took.
    struct Resolved: Hashable {
        var type: String
        var embedded: Bool
        var steps: Int
    }

    private var properties: [String: [String: TargetExpression]] = [:]
    private var methods: [String: [String: TargetExpression]] = [:]
    private var inherited: [String: [String]] = [:]
    /// Where each type is declared (its first non-extension declaration).
    private(set) var positions: [String: SourcePosition] = [:]
    private let selfFactories: Set<String>
    /// Resolves storyboard look-ups and segues (given the type whose code asks); `nil` when no
    /// storyboard is known.
    var storyboards: ((TargetExpression, String) -> Resolved?)?

    /// Following deeper than this is no reading of code but a search: a target so far away is
    /// left unresolved.
    static let maximumSteps = 8

    init(_ files: [UIKitFileFacts]) {
        var factories = Set<String>()
        for file in files {
            factories.formUnion(file.selfFactories)
            for type in file.types {
                properties[type.name, default: [:]].merge(type.properties) { first, _ in first }
                methods[type.name, default: [:]].merge(type.methods) { first, _ in first }
                if !type.isExtension {
                    inherited[type.name, default: []] += type.inherited
                    if positions[type.name] == nil { positions[type.name] = type.position }
                }
            }
        }
        selfFactories = factories
    }

    /// Whether `type` is a view controller, by its name or a superclass's (followed through
    /// the app's own classes).
    func isScreen(_ type: String) -> Bool {
        var chain: [String] = []
        var current = type
        var seen = Set<String>()
        while let parents = inherited[current], seen.insert(current).inserted {
            chain += parents
            guard let superclass = parents.first else { break }
            current = superclass
        }
        return UIKit.isScreenType(type, inherited: chain)
    }

    /// The declared type `type` inherits members from, one level up: its superclass.
    private func superclass(of type: String) -> String? { inherited[type]?.first }

    /// The screen `expression`, read in `owner`'s code, shows; `nil` when it cannot be told.
    /// - Parameters:
    ///   - expression: What the call was given.
    ///   - owner: The type whose code makes the call, whose members are looked up.
    ///   - allowContainers: Whether UIKit's own containers count (a `UITabBarController()` whose tabs are set).
    func resolve(_ expression: TargetExpression, owner: String, allowContainers: Bool = false) -> Resolved? {
        resolve(expression, owner: owner, allowContainers: allowContainers, depth: 0)
    }

    private func resolve(_ expression: TargetExpression, owner: String, allowContainers: Bool, depth: Int) -> Resolved? {
        guard depth <= Self.maximumSteps else { return nil }
        switch expression {
        case .type(let type):
            if UIKit.isGenericContainer(type) && !allowContainers { return nil }
            return Resolved(type: type, embedded: false, steps: 0)
        case .embedded(let inner):
            guard var resolved = resolve(inner, owner: owner, allowContainers: false, depth: depth) else { return nil }
            resolved.embedded = true
            return resolved
        case .hosting(let view):
            // A SwiftUI view is no view controller: any type it resolves to names the screen.
            guard var resolved = resolve(view, owner: owner, allowContainers: true, depth: depth) else { return nil }
            resolved.type = "\(UIKit.hostingController)<\(resolved.type)>"
            return resolved
        case .followed(let inner):
            return resolve(inner, owner: owner, allowContainers: allowContainers, depth: depth + 1).map(Self.oneMore)
        case .property(let name):
            guard let (held, declarer) = member(name, of: owner, in: properties) else { return nil }
            return resolve(held, owner: declarer, allowContainers: allowContainers, depth: depth + 1).map(Self.oneMore)
        case .method(let name):
            guard let (held, declarer) = member(name, of: owner, in: methods) else { return nil }
            return resolve(held, owner: declarer, allowContainers: allowContainers, depth: depth + 1).map(Self.oneMore)
        case .staticMethod(let type, let name):
            if let (held, declarer) = member(name, of: type, in: methods) {
                return resolve(held, owner: declarer, allowContainers: allowContainers, depth: depth + 1).map(Self.oneMore)
            }
            // `X.instantiate()` of a protocol extension's `static func instantiate() -> Self`.
            guard selfFactories.contains(name), !UIKit.isGenericContainer(type) else { return nil }
            return Resolved(type: type, embedded: false, steps: 1)
        case .storyboardScene, .storyboardInitial, .segue:
            return storyboards?(expression, owner)
        case .unknown:
            return nil
        }
    }

    private static func oneMore(_ resolved: Resolved) -> Resolved {
        var resolved = resolved
        resolved.steps += 1
        return resolved
    }

    /// A member of `type` or of a superclass the app declares, with the type declaring it.
    private func member(_ name: String, of type: String,
                        in table: [String: [String: TargetExpression]]) -> (TargetExpression, String)? {
        var current: String? = type
        var seen = Set<String>()
        while let candidate = current, seen.insert(candidate).inserted {
            if let held = table[candidate]?[name] { return (held, candidate) }
            // A nested type's member is looked up by its own name too (`Outer.Inner` written `Inner`).
            if let last = candidate.split(separator: ".").last.map(String.init), last != candidate,
               let held = table[last]?[name] { return (held, last) }
            current = superclass(of: candidate)
        }
        return nil
    }
}
