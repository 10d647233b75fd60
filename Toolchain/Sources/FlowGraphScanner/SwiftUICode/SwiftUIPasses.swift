import SwiftParser
import SwiftSyntax

/// Which files are parsed for SwiftUI navigation beyond those naming it
/// (``SwiftUI/fileTokens``): a router's calls (`router.navigate(to: .detail)`) and the
/// declarations that make them navigation (`func navigate(to: Route)`, a `Route` registry) may
/// sit in files that name no modifier. Once the first pass is read, the names it leaves wanted
/// (the registries' value types, the router members typed with them, builders called on other
/// values) are looked for in the other files' bytes, and the files holding one are parsed, until
/// no new name is wanted.
enum SwiftUIPasses {
    /// A file of plain code read once for both UIKit's and SwiftUI's navigation, as its bytes ask.
    /// - Parameters:
    ///   - path: The file's path, for positions.
    ///   - text: The file's text.
    ///   - families: The families of ``Prefilter/fileNeedles`` the text holds.
    /// - Returns: The UIKit facts when it names UIKit's navigation, the SwiftUI facts when it names SwiftUI's.
    static func read(path: String, text: String, families: UInt64) -> (uikit: UIKitFileFacts?, swiftUI: SwiftUIFileFacts?) {
        let (uikit, swiftUI) = (UIKit.navigates(families), namesSwiftUI(families))
        guard uikit || swiftUI else { return (nil, nil) }
        // UIKit's reader alone reads few bodies, and parses as it needs; SwiftUI's looks into
        // every body (a method setting a sheet's item navigates).
        guard swiftUI else { return (UIKitReader.facts(path: path, text: text), nil) }
        return SourceContext.parsing(text, path: path) { tree, source in
            (uikit ? UIKitReader.facts(of: tree, source: source) : nil, SwiftUIReader.facts(of: tree, source: source))
        }
    }

    /// The family of SwiftUI's needles in ``Prefilter/fileNeedles``.
    private static let swiftUIFamily: UInt64 = 1 << 4

    /// Whether a file holding the needle `families` names SwiftUI's navigation.
    static func namesSwiftUI(_ families: UInt64) -> Bool { families & swiftUIFamily != 0 }

    /// The SwiftUI facts of the `candidates` (files not read for SwiftUI yet) that hold a name
    /// `read`'s facts want, and of those that hold a name these want, and so on.
    ///
    /// A file wanted only for a type it declares (a view shown, a wrapper) is read for its
    /// declarations alone, its members' bodies blank: where the type is and what it wraps is all
    /// a site asks of it. It stays a candidate, read whole once a later name is used or
    /// declared as a member in it.
    /// - Parameters:
    ///   - candidates: The files not yet read for SwiftUI, with their texts and declarations.
    ///   - read: The facts of the files read so far.
    static func facts(of candidates: [Candidate], given read: [SwiftUIFileFacts]) -> [SwiftUIFileFacts] {
        guard asksForMore(read) else { return [] }
        var added: [String: SwiftUIFileFacts] = [:]
        var remaining = candidates
        var asked = (declared: Set<String>(), used: Set<String>(), routes: Set<String>(), reducers: Set<String>())
        while !remaining.isEmpty {
            let known = read + added.values
            let allRoutes = routeTypes(known)
            let wanted = wantedNames(known, routes: allRoutes)
            let declared = wanted.declared.subtracting(asked.declared)
            let used = wanted.used.subtracting(asked.used)
            let routes = allRoutes.subtracting(asked.routes)
            let reducers = reducerTypes(known).subtracting(asked.reducers)
            if declared.isEmpty && used.isEmpty && routes.isEmpty && reducers.isEmpty { break }
            asked.declared.formUnion(declared)
            asked.used.formUnion(used)
            asked.routes.formUnion(routes)
            asked.reducers.formUnion(reducers)
            let needles = ByteNeedles(used.map { ByteToken($0) })
            var whole: [SourceText] = []
            var declarationsOnly: [SourceText] = []
            var kept: [Candidate] = []
            for var candidate in remaining {
                let declarations = candidate.declarations
                if !declarations.members.isDisjoint(with: declared)
                    || (!used.isEmpty && candidate.text.withUTF8 { needles.found(in: $0) })
                    || (!declarations.types.isDisjoint(with: routes) && Self.mayBuildOwnViews(candidate.text))
                    || (!declarations.types.isDisjoint(with: reducers) && candidate.text.contains(".append(")) {
                    whole.append(SourceText(path: candidate.path, text: candidate.text, declarationsOnly: false))
                    continue
                }
                if !candidate.readForDeclarations, !declarations.types.isDisjoint(with: declared) {
                    declarationsOnly.append(SourceText(path: candidate.path, text: candidate.text, declarationsOnly: true))
                    candidate.readForDeclarations = true
                }
                kept.append(candidate)
            }
            remaining = kept
            for (source, facts) in zip(whole + declarationsOnly, Parallel.map(whole + declarationsOnly, Self.read)) {
                added[source.path] = facts
            }
        }
        return added.keys.sorted().compactMap { added[$0] }
    }

    /// Whether the facts `read` leave anything wanted from other files: a registry, a name, a
    /// presenting modifier's handoff, a stack or a link wrapper.
    static func asksForMore(_ read: [SwiftUIFileFacts]) -> Bool {
        read.contains {
            !$0.registries.isEmpty || !$0.wanted.isEmpty || !$0.handoffs.isEmpty || !$0.stacks.isEmpty || !$0.linkWrappers.isEmpty
        }
    }

    /// A file's SwiftUI facts, of its declarations alone when asked.
    @Sendable private static func read(_ source: SourceText) -> SwiftUIFileFacts {
        let keep: ((BodyElision.Body) -> Bool)? = source.declarationsOnly ? { _ in false } : nil
        return SourceContext.parsing(source.text, path: source.path, keepingBodies: keep) { tree, context in
            SwiftUIReader.facts(of: tree, source: context)
        }
    }

    /// The names the facts leave wanted: declared elsewhere (builders called on other values,
    /// wrappers around a view), or used elsewhere (the registries' value types and item
    /// members, the members declared with those types, the methods setting an item).
    /// - Parameters:
    ///   - files: The facts read so far.
    ///   - routes: Their ``routeTypes(_:)``.
    private static func wantedNames(_ files: [SwiftUIFileFacts], routes: Set<String>) -> (declared: Set<String>, used: Set<String>) {
        (files.reduce(into: Set<String>()) { $0.formUnion($1.wanted) }, usedNames(files, routes: routes))
    }

    /// The names whose uses the facts want read: the registries' value types (with the `routes`
    /// building their own views) and item members, the members declared with those types, and
    /// the methods setting an item.
    private static func usedNames(_ files: [SwiftUIFileFacts], routes: Set<String>) -> Set<String> {
        var names = Set<String>()
        var registryTypes = Set<String>()
        let declared = files.reduce(into: [String: Set<String>]()) { $0.merge($1.memberTypes) { $0.union($1) } }
        for registry in files.flatMap(\.registries) {
            switch registry.key {
            case .type(let type):
                registryTypes.insert(TypeNames.lastComponent(of: type))
            case .member(let member):
                names.insert(member)
                registryTypes.formUnion((declared[member] ?? []).map(elementName))
            case .window:
                break
            }
        }
        // A route building its own view per case is its own registry (`navigation.push(.person(p))`).
        let classes = Set(files.flatMap { $0.types.filter(\.isClass).map(\.name) })
        for file in files {
            for (owner, methods) in file.builders where routes.contains(TypeNames.lastComponent(of: owner)) && !classes.contains(owner)
                && SwiftUIResolver.ownBuilder(methods, inputs: file.builderInputs[owner] ?? [:]) != nil {
                registryTypes.insert(TypeNames.lastComponent(of: owner))
            }
        }
        names.formUnion(registryTypes)
        let items = Set(files.flatMap(\.registries).compactMap { registry -> String? in
            guard case .member(let member) = registry.key else { return nil }
            return member
        })
        for file in files {
            // An app's presenting modifier presents wherever it is called; a view handing its
            // route to a router (a method taking a registry's type) navigates wherever it is built.
            names.formUnion(file.handoffs.map(\.method))
            // A view linking to what it is built with links wherever it is built.
            names.formUnion(file.linkWrappers.keys.map(TypeNames.lastComponent(of:)))
            for (view, forwarders) in file.routeForwarders where forwarders.contains(where: { forwarder in
                (declared[forwarder.member] ?? []).contains { registryTypes.contains(elementName($0)) }
            }) {
                names.insert(view)
            }
            // A method setting a sheet's item shows the sheet wherever it is called.
            for (method, members) in file.setters where !members.isDisjoint(with: items) { names.insert(method) }
            for (member, types) in file.memberTypes where types.contains(where: { registryTypes.contains(elementName($0)) }) {
                names.insert(String(member.prefix { $0 != "(" }))
            }
        }
        return names
    }

    /// The reducers whose stacks the facts' views show (``ComposableStacks``): a file declaring or
    /// extending one that appends may push onto its path.
    private static func reducerTypes(_ files: [SwiftUIFileFacts]) -> Set<String> {
        Set(files.flatMap { $0.stacks.compactMap { $0.reducer.map(TypeNames.lastComponent) } })
    }

    /// Whether `text` may hold a value's own builder of views: it returns `some View` and
    /// switches over `self`.
    private static func mayBuildOwnViews(_ text: String) -> Bool {
        // Needle scans, several bytes a step: Foundation's `contains` over the large files
        // declaring a router's route types cost a hundredth of a scan.
        var text = text
        return text.withUTF8 { selfSwitch.found(in: $0) && someView.found(in: $0) }
    }

    private static let selfSwitch = ByteNeedles([ByteToken("switch self")])
    private static let someView = ByteNeedles([ByteToken("some View")])

    /// The types the routers called with a case take (`navigation.push(.person(p))` with `func
    /// push(_ page: NavigationPage)`), and those the app's own `NavigationLink` initialisers take
    /// once a link shows a value, other than those a registry shows: a file declaring or
    /// extending one with a method returning `some View` may hold the value's own builder
    /// (`func view() -> some View { switch self { … } }`).
    private static func routeTypes(_ files: [SwiftUIFileFacts]) -> Set<String> {
        var registered = Set<String>()
        for registry in files.flatMap(\.registries) {
            if case .type(let type) = registry.key { registered.insert(TypeNames.lastComponent(of: type)) }
        }
        let called = Set(files.flatMap { $0.routers.filter { $0.kind == .call && $0.onValue }.map(\.member) })
        let linksShowValues = files.contains { $0.sites.contains(where: \.showsValue) }
        var types = Set<String>()
        for file in files {
            for (member, declared) in file.memberTypes.merging(file.defaultedMethodTypes, uniquingKeysWith: { $0.union($1) })
            where called.contains(member) || (linksShowValues && SwiftUI.isLinkInitializer(member)) {
                types.formUnion(declared.map(elementName).filter { TypeNames.looksLikeType($0) && !registered.contains($0) })
            }
        }
        return types
    }

    /// `Route` for `Route`, `[Route]` and `Outer.Route`.
    private static func elementName(_ type: String) -> String {
        var type = type
        if type.hasPrefix("["), type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
        return TypeNames.lastComponent(of: type)
    }
}

extension SwiftUIPasses {
    /// A file not read whole for SwiftUI yet, with the names it seems to declare.
    struct Candidate: Sendable {
        /// The file's path.
        var path: String
        /// The file's text.
        var text: String
        /// What its bytes seem to declare.
        var declarations: Prefilter.Declarations
        /// Whether its declarations were read already (for a type another file shows).
        var readForDeclarations = false

        /// A file of `path` and `text` declaring `declarations`.
        init(path: String, text: String, declarations: Prefilter.Declarations) {
            self.path = path
            self.text = text
            self.declarations = declarations
        }
    }
}

/// A file handed to a worker: its path and text, and whether only its declarations are wanted.
private struct SourceText: Sendable {
    /// The file's path.
    var path: String
    /// The file's text.
    var text: String
    /// Whether its members' bodies may be blank.
    var declarationsOnly: Bool
}
