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

    private(set) var properties: [String: [String: TargetExpression]] = [:]
    /// For a type name two files each declare (two apps in one repository, each with its
    /// `AppDelegate`), each declaration's properties, by file then type.
    private(set) var ownProperties: [String: [String: [String: TargetExpression]]] = [:]
    /// The file whose call is being resolved (``reading(_:)``): its own declaration of a type
    /// declared twice is the one its code reads.
    private(set) var readingFile: String?
    private(set) var methods: [String: [String: TargetExpression]] = [:]
    private(set) var methodParameters: [String: [String: [String]]] = [:]
    /// ``UIKitTypeFact/caseMethods``, by type.
    private(set) var caseMethods: [String: [String: [String: TargetExpression]]] = [:]
    /// ``UIKitTypeFact/genericScreenLabels`` and their positions, by type.
    private(set) var genericScreens: [String: (labels: [String], positions: [Int])] = [:]
    private(set) var inherited: [String: [String]] = [:]
    /// Where each type is declared (its first non-extension declaration).
    private(set) var positions: [String: SourcePosition] = [:]
    let selfFactories: Set<String>
    /// ``UIKitFileFacts/viewHostingMethods``, merged.
    let viewHostingMethods: Set<String>
    /// The app's protocols, which name no screen.
    private(set) var protocols = Set<String>()
    /// The app's actors, which are no screen, by their bare names (one declared in a method is
    /// written so).
    private(set) var actors = Set<String>()
    /// Swift classes by the names Objective-C knows them by.
    private(set) var swiftNames: [String: String] = [:]
    /// The raw values of the cases of the app's `String` enums, by the enum's bare name.
    private(set) var stringCases: [String: [String: String]] = [:]
    /// Instance `String` constants, by type (``UIKitTypeFact/stringConstants``).
    private var stringConstants: [String: [String: String]] = [:]
    /// ``UIKitTypeFact/rootArgumentLabel``, by type.
    private(set) var rootArgumentLabels: [String: String] = [:]
    /// ``UIKitTypeFact/contentArgumentLabel``, by type.
    private(set) var contentArgumentLabels: [String: String] = [:]
    /// ``UIKitTypeFact/ownRoot``, by type, for the types whose initialisers agree.
    private(set) var ownRoots: [String: TargetExpression] = [:]
    /// The screens a coordinator's `start()` pushes onto, or sets as, the stack it was given, by
    /// the coordinator's type (``PresentableCoordinators/startsStack(_:startHelpers:)``).
    private(set) var startedScreens: [String: [TargetExpression]] = [:]
    /// Resolves storyboard look-ups and segues (given the type whose code asks); `nil` when no
    /// storyboard is known.
    var storyboards: ((TargetExpression, String) -> Resolved?)?

    /// Following deeper than this is no reading of code but a search: a target so far away is
    /// left unresolved.
    static let maximumSteps = 8

    init(_ files: [UIKitFileFacts]) {
        var factories = Set<String>()
        var hosting = Set<String>()
        for file in files {
            factories.formUnion(file.selfFactories)
            hosting.formUnion(file.viewHostingMethods)
            for type in file.types {
                // What one declaration reads beats another's that cannot be read (an overload).
                properties[type.name, default: [:]].merge(type.properties) { first, second in first == .unknown ? second : first }
                methods[type.name, default: [:]].merge(type.methods) { first, second in first == .unknown ? second : first }
                methodParameters[type.name, default: [:]].merge(type.methodParameters) { first, _ in first }
                caseMethods[type.name, default: [:]].merge(type.caseMethods) { first, _ in first }
                if !type.isExtension {
                    inherited[type.name, default: []] += type.inherited
                    if positions[type.name] == nil { positions[type.name] = type.position }
                }
                if let alias = type.objectiveCName { swiftNames[alias] = type.name }
                if type.isProtocol { protocols.insert(type.name) }
                if type.isActor { actors.insert(TypeNames.lastComponent(of: type.name)) }
                if let label = type.rootArgumentLabel { rootArgumentLabels[type.name] = label }
                if let label = type.contentArgumentLabel { contentArgumentLabels[type.name] = label }
                if let root = type.ownRoot, root != .unknown { ownRoots[type.name] = root }
                if !type.stringCases.isEmpty {
                    stringCases[TypeNames.lastComponent(of: type.name), default: [:]].merge(type.stringCases) { first, _ in first }
                }
                if !type.stringConstants.isEmpty {
                    stringConstants[type.name, default: [:]].merge(type.stringConstants) { first, _ in first }
                }
                if !type.genericScreenLabels.isEmpty {
                    genericScreens[type.name] = (type.genericScreenLabels, type.genericScreenPositions)
                }
            }
        }
        var declaringFiles: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where !type.isExtension { declaringFiles[type.name, default: []].insert(type.position.file) }
        }
        for file in files {
            for type in file.types where !type.isExtension && (declaringFiles[type.name]?.count ?? 0) > 1 {
                ownProperties[type.position.file, default: [:]][type.name, default: [:]].merge(type.properties) { first, _ in first }
            }
        }
        selfFactories = factories
        viewHostingMethods = hosting
        var startHelpers: [String: Set<String>] = [:]
        for file in files { for type in file.types { startHelpers[type.name, default: []].formUnion(type.startHelpers) } }
        for call in files.flatMap(\.calls) where PresentableCoordinators.startsStack(call, startHelpers: startHelpers[call.owner] ?? []) {
            // A stack set to several screens is shown as its root, the first.
            let screens = call.action == .setViewControllers ? Array((call.targets ?? []).prefix(1)) : call.targets ?? []
            startedScreens[call.owner, default: []] += screens
        }
    }

    /// The raw value of a `String` enum's case (``UIKitCallFact/segueCases``): of the enum named,
    /// or of the one enum declaring a case of that name; `nil` when none, or several, do. A
    /// screen's own member (`PredictionTableViewController.className`, a property apps give every
    /// class as `String(describing: self)`) is the screen's name, which the storyboard must then
    /// declare as a segue's identifier for the call to be drawn.
    func rawValue(of value: CaseValue) -> String? {
        if let type = value.type {
            let name = TypeNames.lastComponent(of: type)
            if let declared = stringCases[name] { return declared[value.caseName] }
            return isScreen(type) ? name : nil
        }
        let values = stringCases.values.compactMap { $0[value.caseName] }
        return values.count == 1 ? values[0] : nil
    }

    /// The value of the `String` constant `name` of `type`, or of the nearest class above it
    /// declaring one (a base screen's `let detailSegue = "detail"`).
    func stringConstant(_ name: String, of type: String) -> String? {
        for declaring in [type] + ancestry(of: type) {
            if let value = stringConstants[declaring]?[name] ?? stringCases[TypeNames.lastComponent(of: declaring)]?[name] {
                return value
            }
        }
        return nil
    }

    /// The Swift class Objective-C code names `type` (`@objc(XYZDetailViewController)`), else `type`.
    func swiftName(of type: String) -> String { swiftNames[type] ?? type }

    /// Whether `type` is a view controller, by its name or a superclass's (followed through
    /// the app's own classes).
    func isScreen(_ type: String) -> Bool { UIKit.isScreenType(type, inherited: ancestry(of: type)) }

    /// Whether `type` is a view controller rather than a SwiftUI view: a screen class of the
    /// app's or another framework's (`SFSafariViewController`), one of UIKit's controllers
    /// (`UIAlertController`), or a hosting controller (`UIHostingController<AboutView>`). A view
    /// of the app's named like a screen (`struct ActivityViewController:
    /// UIViewControllerRepresentable`) is a view.
    func isViewController(_ type: String) -> Bool {
        let base = String(type.prefix { $0 != "<" })
        if ancestry(of: base).contains(where: { $0 == SwiftUI.view || $0.hasSuffix("Representable") }) { return false }
        return isScreen(base) || base.hasPrefix("UI") && base.hasSuffix("Controller")
    }

    /// Whether the app declares `type` as a protocol.
    func isProtocol(_ type: String) -> Bool { protocols.contains(type) }

    /// Whether the app declares `type` as a plain object (its superclasses end at `NSObject`): no
    /// view controller, whatever its name (`class ImportController: NSObject`), so a call
    /// `present(importController)` is the app's own overload, no UIKit navigation.
    func isPlainObject(_ type: String) -> Bool {
        if actors.contains(TypeNames.lastComponent(of: type)) { return true }
        var current = type
        var seen = Set<String>()
        while let superclass = inherited[current]?.first, seen.insert(current).inserted {
            if superclass == "NSObject" { return true }
            current = superclass
        }
        return false
    }

    /// These, resolving the code of `file`: a type two files declare is read as `file` declares it.
    mutating func reading(_ file: String?) { readingFile = file }

    /// Adds what types no reader parsed inherit first (``Prefilter/Declarations/inherits``), for
    /// those the parsed files do not declare.
    mutating func addInheritance(_ skimmed: [String: String]) {
        for (type, parent) in skimmed where inherited[type] == nil { inherited[type] = [parent] }
    }

    /// The app's classes inheriting from `type`, directly or not, by name, sorted.
    func subclasses(of type: String) -> [String] {
        let name = TypeNames.lastComponent(of: type)
        return inherited.keys.filter { $0 != type && ancestry(of: $0).contains { TypeNames.lastComponent(of: $0) == name } }.sorted()
    }

    /// What `type` inherits, its superclass's inheritance after its own, as far as the app declares them.
    func ancestry(of type: String) -> [String] {
        var chain: [String] = []
        var current = type
        var seen = Set<String>()
        while let parents = inherited[current], seen.insert(current).inserted {
            chain += parents
            guard let superclass = parents.first else { break }
            current = superclass
        }
        return chain
    }

    /// The container `type` is, by its name or ancestry: whose `viewControllers` are tabs or a stack.
    func container(_ type: String) -> Container? {
        let names = [type] + ancestry(of: type)
        if names.contains(where: { $0 == UIKit.tabBarController || $0.hasSuffix("TabBarController") }) { return .tabs }
        if names.contains(where: { $0 == UIKit.navigationController || $0.hasSuffix("NavigationController") }) { return .stack }
        if names.contains(where: { $0 == UIKit.splitViewController || $0.hasSuffix("SplitViewController") }) { return .columns }
        return nil
    }

    /// A container whose `viewControllers` navigate: a tab bar's tabs, a stack, or a split view's
    /// columns.
    enum Container {
        case tabs, stack, columns
    }

    /// The declared type `type` inherits members from, one level up: its superclass.
    func superclass(of type: String) -> String? { inherited[type]?.first }

    /// The type `written` names in the code of `owner`, when the app declares none of that name at
    /// the top level: one nested in `owner`, or in a type `owner` is nested in (`AppTab` in
    /// `RootViewController`'s code is its `RootViewController.AppTab`), as Swift looks names up.
    func lexical(_ written: String, in owner: String) -> String {
        guard positions[written] == nil else { return written }
        var scope = Substring(owner)
        while !scope.isEmpty {
            let nested = "\(scope).\(written)"
            if positions[nested] != nil { return nested }
            scope = scope.lastIndex(of: ".").map { scope[..<$0] } ?? ""
        }
        return written
    }
}
