/// The second look at files that name no UIKit navigation: those declaring or extending a type
/// the calls lean on (the caller's own extensions and superclasses, the factory a call names)
/// are parsed for their members, so `Screens.makeProfile()` resolves when `Screens` lives in a
/// file of its own. Every other file stays unparsed.
enum UIKitDeclarations {
    /// A file not yet parsed for UIKit: its path, text, and the type names it seems to declare.
    struct Candidate: Sendable {
        var path: String
        var text: String
        var declares: Set<String>
        /// The functions and properties it seems to declare, for a free function a call names.
        var members: Set<String> = []
    }

    /// The facts of the candidates that declare what `files` lean on, or that declare a static
    /// factory returning `Self` (a protocol extension's `instantiate()`).
    static func facts(of candidates: [Candidate], leanedOnBy files: [UIKitFileFacts]) -> [UIKitFileFacts] {
        // Only the types of code that navigates: a flow's file declares types too, but asks nothing.
        var owners = Set<String>()
        var wanted = Set<String>()
        // Segues named by a `String` enum's case: the enum, or (`.confirmBid`) a file declaring the case.
        var segueCases = Set<String>()
        // A function called bare that the caller's type may not declare: a free function of the
        // app's (`makeFontSizeViewController()`), in whichever file declares one of that name; and
        // a method called on a value, which an extension in a file of its own may declare.
        var functions = Set<String>()
        // A subject a subscription switches over for a case some call asks a router for: the
        // router declaring it, whose methods send to it.
        var sinks: [SubjectSinkFact] = []
        var routedCases = Set<String>()
        for file in files {
            for call in file.calls {
                owners.insert(call.owner)
                for target in call.targets ?? [] {
                    collect(target, into: &wanted)
                    collectFunctions(target, into: &functions)
                }
                for value in call.segueCases {
                    if let type = value.type { wanted.insert(TypeNames.lastComponent(of: type)) } else { segueCases.insert("case \(value.caseName)") }
                }
            }
            owners.formUnion(file.routerCalls.map(\.owner))
            sinks += file.subjectSinks
            routedCases.formUnion(file.routerCalls.compactMap(\.cases.first))
            for handoff in file.callbacks { collect(handoff.screen, into: &wanted) }
            // A factory's host modifying a view: whether that is a view, its declaration says.
            for type in file.types {
                for held in type.methods.values {
                    wanted.formUnion(modifiedViews(in: held))
                    // `-> Container<Detail, Footer>`: the container's declaration says which are screens.
                    wanted.formUnion(builtTypes(in: held))
                    // `return Picker.instantiate(…)` from a method declared `-> UIViewController`:
                    // the factory's type, in a file of its own that names no navigation, says what it makes.
                    wanted.formUnion(factoryTypes(in: held))
                }
                for held in type.properties.values { wanted.formUnion(builtTypes(in: held)) }
            }
        }
        guard !owners.isEmpty else { return [] }
        wanted.formUnion(owners)
        for file in files {
            for type in file.types where !type.isExtension && owners.contains(type.name) { wanted.formUnion(type.inherited.prefix(1)) }
        }
        // UIKit's and Foundation's own types are extended everywhere and declare no screen; a
        // system screen's factories (`UIAlertController.standardAlert(of:)`) are read.
        wanted = wanted.filter { !($0.hasPrefix("UI") || $0.hasPrefix("NS")) || UIKit.systemScreens.contains($0) }
        guard !wanted.isEmpty else { return [] }
        // A class shown by a name `@objc(…)` gives it is read for its Swift name and position.
        var shown = wanted
        for call in files.flatMap(\.calls) { for target in call.targets ?? [] { collectTypes(target, into: &shown) } }
        let caseNeedles = segueCases.isEmpty ? nil : ByteNeedles(segueCases.sorted().map { ByteToken($0) })
        let subjects = Set(sinks.filter { !routedCases.isDisjoint(with: $0.branches.keys) }.map(\.subject))
        let subjectNeedles = subjects.isEmpty ? nil
            : ByteNeedles(subjects.sorted().flatMap { ["let \($0)", "var \($0)"] }.map { ByteToken($0) })
        let chosen = candidates.filter { candidate in
            !candidate.declares.isDisjoint(with: wanted) || !candidate.members.isDisjoint(with: functions)
                || declaresSelfFactory(candidate.text)
                || declaresAny(of: caseNeedles, in: candidate.text) || declaresAny(of: subjectNeedles, in: candidate.text)
                || !objectiveCNames(in: candidate.text).isDisjoint(with: shown)
        }
        let read = Parallel.map(chosen) { UIKitReader.facts(path: $0.path, text: $0.text) }.filter { !$0.isEmpty }
        // A wanted type's own protocol or superclass, declared elsewhere, may declare the factory
        // a call names (`extension CoreSettingsView { static func makeViewController() … }`).
        let chosenPaths = Set(chosen.map(\.path))
        var inherited = Set<String>()
        for file in read {
            for type in file.types where wanted.contains(type.name) { inherited.formUnion(type.inherited.prefix(2)) }
        }
        inherited = inherited.subtracting(wanted).filter { !($0.hasPrefix("UI") || $0.hasPrefix("NS")) }
        guard !inherited.isEmpty else { return read }
        // Only the file declaring it, not every file extending it (`extension View` is in most of
        // a SwiftUI app's files).
        let declaring = ByteNeedles(inherited.sorted().flatMap { [ByteToken("protocol \($0)"), ByteToken("class \($0)")] })
        let more = candidates.filter {
            !chosenPaths.contains($0.path) && !$0.declares.isDisjoint(with: inherited) && declaresAny(of: declaring, in: $0.text)
        }
        return read + Parallel.map(more) { UIKitReader.facts(path: $0.path, text: $0.text) }.filter { !$0.isEmpty }
    }

    /// Whether `text` holds one of `needles` (`case confirmBid`), as plain bytes.
    private static func declaresAny(of needles: ByteNeedles?, in text: String) -> Bool {
        guard let needles else { return false }
        var text = text
        return text.withUTF8 { needles.found(in: $0) }
    }

    /// Whether `text` holds both `-> Self` and `static func` anywhere, as plain bytes: a protocol
    /// extension's factory may return `Self`. Foundation's `contains` took a tenth of a scan.
    private static func declaresSelfFactory(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.containsBytes(of: "-> Self") && $0.containsBytes(of: "static func") }
    }

    private static let renamedForObjectiveC = ByteNeedles([ByteToken("@objc", followedBy: ["("])])

    /// The names `@objc(XYZDetailViewController)` gives the file's classes in Objective-C, whose
    /// code may show them by those names.
    static func objectiveCNames(in text: String) -> Set<String> {
        var text = text
        guard text.withUTF8({ renamedForObjectiveC.found(in: $0) }) else { return [] }
        var names = Set<String>()
        var rest = text[...]
        while let found = rest.firstRange(of: "@objc(") {
            rest = rest[found.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// The types built in place that an expression modifies as views (``TargetExpression/modifiedView(_:)``).
    private static func modifiedViews(in target: TargetExpression) -> [String] {
        switch target {
        case .modifiedView(let view):
            if case .type(let type) = view.unfollowed { return [type] }
            return modifiedViews(in: view)
        case .built(_, let arguments): return arguments.values.flatMap(modifiedViews(in:))
        case .embedded(let inner), .followed(let inner), .hosting(_, let inner), .presented(let inner), .specialised(let inner, _):
            return modifiedViews(in: inner)
        case .oneOf(let options): return options.flatMap(modifiedViews(in:))
        case .type, .property, .parameter, .method, .staticMethod, .staticProperty, .valueMethod, .valueProperty, .storyboardScene,
             .sceneNamedBy, .text, .storyboardInitial, .segue, .unknown:
            return []
        }
    }

    /// The types written with their type arguments (``TargetExpression/built(type:arguments:)``)
    /// that a member holds, directly or as one of its alternatives.
    private static func builtTypes(in target: TargetExpression) -> [String] {
        switch target {
        case .built(let type, _): [type]
        case .followed(let inner), .specialised(let inner, _): builtTypes(in: inner)
        case .oneOf(let options): options.flatMap(builtTypes(in:))
        case .type, .embedded, .hosting, .modifiedView, .parameter, .property, .method, .staticMethod, .staticProperty,
             .valueMethod, .valueProperty, .storyboardScene, .sceneNamedBy, .text, .storyboardInitial, .segue, .presented, .unknown:
            []
        }
    }

    /// The types whose static factories `target` calls (`Picker.instantiate(…)`, `Theme.shared`),
    /// through the steps that keep its value.
    private static func factoryTypes(in target: TargetExpression) -> [String] {
        switch target {
        case .staticMethod(let type, _, _), .staticProperty(let type, _): [type]
        case .followed(let inner), .specialised(let inner, _), .embedded(let inner): factoryTypes(in: inner)
        case .oneOf(let options): options.flatMap(factoryTypes(in:))
        case .type, .built, .hosting, .modifiedView, .parameter, .property, .method, .valueMethod, .valueProperty,
             .storyboardScene, .sceneNamedBy, .text, .storyboardInitial, .segue, .presented, .unknown:
            []
        }
    }

    /// The types an expression names whose members resolve it.
    /// The types a target names outright (`.type`), through the steps that keep it one.
    private static func collectTypes(_ target: TargetExpression, into names: inout Set<String>) {
        switch target {
        case .type(let type): names.insert(type)
        case .built(let type, let arguments):
            names.insert(type)
            for argument in arguments.values { collectTypes(argument, into: &names) }
        case .embedded(let inner), .followed(let inner), .hosting(_, let inner), .modifiedView(let inner), .specialised(let inner, _):
            collectTypes(inner, into: &names)
        case .oneOf(let options):
            for option in options { collectTypes(option, into: &names) }
        case .staticMethod, .staticProperty, .valueMethod, .valueProperty, .method, .property, .parameter, .storyboardScene, .storyboardInitial,
             .sceneNamedBy, .text, .segue, .presented, .unknown:
            break
        }
    }

    /// The functions `target` calls bare (`.method`) or on a value (`.valueMethod`), or builds
    /// (`.type`, which a free function of that name stands for), at any depth:
    /// the latter because an extension of a type declared where nothing is read (`extension
    /// LibraryDisplayType { func controller(…) -> UIViewController }` of a framework's enum)
    /// declares it.
    private static func collectFunctions(_ target: TargetExpression, into names: inout Set<String>) {
        if case .method(let name, _) = target { names.insert(name) }
        // A type built may be a free function of the app's named so (``UIKitTypes``' `.type`).
        if case .type(let name) = target { names.insert(name) }
        if case .valueMethod(_, let name, _) = target { names.insert(name) }
        for child in target.children { collectFunctions(child, into: &names) }
    }

    private static func collect(_ target: TargetExpression, into names: inout Set<String>) {
        switch target {
        case .staticMethod(let type, _, let arguments):
            names.insert(type)
            for argument in arguments { collect(argument, into: &names) }
        case .staticProperty(let type, _):
            names.insert(type)
        case .valueMethod(let base, _, let arguments):
            // The value's type declares the method, or an extension of SwiftUI's `View` does
            // (`settings.embeddedInHostingController()`).
            collectTypes(base, into: &names)
            names.insert(SwiftUI.view)
            collect(base, into: &names)
            for argument in arguments { collect(argument, into: &names) }
        case .valueProperty(let base, _), .presented(let base):
            // The value's type declares the property, or the method presenting its screen.
            collectTypes(base, into: &names)
            collect(base, into: &names)
        case .method(_, let arguments):
            for argument in arguments { collect(argument, into: &names) }
        case .embedded(let inner), .followed(let inner), .hosting(_, let inner): collect(inner, into: &names)
        case .specialised(let value, let argument):
            collect(value, into: &names)
            names.insert(TypeNames.lastComponent(of: argument))
        case .modifiedView(let view):
            names.formUnion(modifiedViews(in: target))
            collect(view, into: &names)
        case .oneOf(let options):
            for option in options { collect(option, into: &names) }
        case .built(let type, let arguments):
            // The type's declaration says which arguments are its screens.
            names.insert(type)
            for argument in arguments.values { collect(argument, into: &names) }
        case .type, .property, .parameter, .storyboardScene, .sceneNamedBy, .text, .storyboardInitial, .segue, .unknown: break
        }
    }
}
