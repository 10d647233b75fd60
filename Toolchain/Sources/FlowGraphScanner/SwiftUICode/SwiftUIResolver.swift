/// Every file's SwiftUI declarations merged, and the resolution of what a site shows against
/// them: a content's constructed types to the app's view (through SwiftUI's containers and the
/// app's generic wrappers), a builder method to the views it builds, a value to the view a
/// registry builds for its case, a router member to its registry by the member's declared type.
/// Each step taken is counted; what leads nowhere certain is nothing: the scanner never guesses.
struct SwiftUIResolver {
    /// A view a site shows: its node's type, whether a navigation stack is built around it, the
    /// steps taken, and the case it is built for.
    struct Target: Hashable {
        /// The view's type, as declared where known.
        var type: String
        /// Whether a navigation stack is built around it.
        var embedded: Bool
        /// The resolution steps taken.
        var steps: Int
        /// The case it is built for, if any.
        var caseName: String?
    }

    /// Where each type is declared, by qualified name (its first declaration, not an extension).
    private(set) var positions: [String: SourcePosition] = [:]
    /// The last components of the types the app declares (not those it only extends).
    private var declaredNames = Set<String>()
    /// The app's nested types, by name, with the types enclosing them: each shadows SwiftUI's type
    /// of its name only in code inside its enclosing type.
    private(set) var nestedNames: [String: Set<String>] = [:]
    /// Qualified names by last component, for a type written unqualified.
    private var qualified: [String: Set<String>] = [:]
    /// The types generic over a view, looked through.
    private var wrappers = Set<String>()
    /// ``SwiftUITypeFact/representedController``, by the representable's qualified name.
    private var represented: [String: String] = [:]
    /// The representables of the app's, by their qualified names, by the last name of the view
    /// controller each makes (``ScreenNode/representedBy``), sorted.
    private(set) var representables: [String: [String]] = [:]
    /// The route enums' cases' arities and their static methods giving back a case, by enum.
    private(set) var caseArities: [String: [String: ClosedRange<Int>]] = [:]
    private(set) var caseFactories: [String: [String: [CaseFactory]]] = [:]
    /// The classes and actors among the types: routers, models and services, no views.
    private(set) var classes = Set<String>()
    /// The views methods and computed properties build, by owner and name.
    private var builders: [String: [String: [BuiltView]]] = [:]
    /// ``SwiftUIFileFacts/dispatchers``, merged.
    private(set) var dispatchers: [String: String] = [:]
    /// Builders by name, with their owners, for a builder called on another value.
    private(set) var buildersByName: [String: [String]] = [:]
    /// ``SwiftUIFileFacts/valueBodies``, merged.
    private var valueBodies: [String: BuiltView] = [:]
    /// ``SwiftUIFileFacts/propertyTypes``, merged.
    private(set) var propertyTypes: [String: [String: String]] = [:]
    /// ``SwiftUIFileFacts/builderInputs``, merged.
    private var builderInputs: [String: [String: String]] = [:]
    /// Members' declared types, by name (`navigate(to:)` for a method).
    private(set) var memberTypes: [String: Set<String>] = [:]
    /// Registries by the type of the value they show.
    private(set) var registries: [String: [SwiftUIRegistry]] = [:]
    /// Registries by the member they bind as their item (`item: $model.selected`).
    private(set) var registriesByItem: [String: [SwiftUIRegistry]] = [:]
    /// ``registriesByItem`` without those binding a view's own item (`item: $sheet`), which only
    /// that view's code sets: the items a method called on another value may set.
    private(set) var registriesBySetItem: [String: [SwiftUIRegistry]] = [:]
    /// A value's own builder, for a type no registry shows (`enum NavigationPage { func view() ->
    /// some View { switch self { … } } }`): the one method of its that builds a view per case.
    private(set) var ownBuilders: [String: (method: String, views: [BuiltView])] = [:]
    /// The members each method sets, by method name, with the types declaring such a method.
    private(set) var setters: [String: [Set<String>]] = [:]
    /// ``SwiftUIFileFacts/appendingProperties``, merged: setting one pushes the value set.
    private(set) var appendingProperties = Set<String>()

    /// Following deeper than this is a search, not a reading: left unresolved.
    static let maximumSteps = 6

    /// The declarations of every file read.
    /// - Parameters:
    ///   - files: What each file read says.
    ///   - registered: The registries the app's own destination modifiers make, known once
    ///     every file is read (``PresentingModifiers/registries(of:handoffs:forwarded:)``).
    init(_ files: [SwiftUIFileFacts], registries registered: [SwiftUIRegistry] = []) {
        for file in files {
            caseArities.merge(file.caseArities) { $0.merging($1) { first, _ in first } }
            caseFactories.merge(file.caseFactories) { $0.merging($1, uniquingKeysWith: +) }
            for type in file.types {
                if !type.isExtension, positions[type.name] == nil { positions[type.name] = type.position }
                if !type.isExtension {
                    let name = TypeNames.lastComponent(of: type.name)
                    if name == type.name {
                        declaredNames.insert(name)
                    } else {
                        nestedNames[name, default: []].insert(String(type.name.dropLast(name.count + 1)))
                    }
                }
                qualified[TypeNames.lastComponent(of: type.name), default: []].insert(type.name)
                if type.wrapsView { wrappers.insert(type.name) }
                if type.isClass { classes.insert(type.name) }
                if let controller = type.representedController { represented[type.name] = controller }
            }
            for (owner, methods) in file.builders {
                for (name, views) in methods {
                    builders[owner, default: [:]][name, default: []] += views
                    buildersByName[name, default: []].append(owner)
                }
            }
            memberTypes.merge(file.memberTypes) { $0.union($1) }
            memberTypes.merge(file.defaultedMethodTypes) { $0.union($1) }
            builderInputs.merge(file.builderInputs) { $0.merging($1) { first, _ in first } }
            dispatchers.merge(file.dispatchers) { first, _ in first }
            propertyTypes.merge(file.propertyTypes) { $0.merging($1) { first, _ in first } }
            valueBodies.merge(file.valueBodies) { first, _ in first }
            for (method, members) in file.setters { setters[method, default: []].append(members) }
            appendingProperties.formUnion(file.appendingProperties)
        }
        for registry in files.flatMap(\.registries) + registered {
            if case .member(let member) = registry.key { registriesByItem[member, default: []].append(registry) }
            guard let type = registryType(registry.key) else { continue }
            registries[type, default: []].append(registry)
        }
        // A route nested in its router (`navigationDestination(for: Router.Destination.self)`) is
        // written bare inside it (`var path: [Destination]`): the bare name finds it, when no
        // other registered type ends so.
        let nested = Dictionary(grouping: registries.keys.filter { $0.contains(".") && !$0.hasPrefix("\"") },
                                by: TypeNames.lastComponent(of:))
        for (bare, qualified) in nested where qualified.count == 1 && registries[bare] == nil {
            registries[bare] = registries[qualified[0]]
        }
        for (owner, methods) in builders where !classes.contains(owner) {
            if let own = Self.ownBuilder(methods, inputs: builderInputs[owner] ?? [:]) { ownBuilders[owner] = own }
        }
        registriesBySetItem = registriesByItem.compactMapValues { registries in
            let others = registries.filter { !$0.bindsOwnItem }
            return others.isEmpty ? nil : others
        }
        representables = Dictionary(grouping: represented, by: { TypeNames.lastComponent(of: $0.value) })
            .mapValues { $0.map(\.key).sorted() }
    }

    /// The type a registry shows values of: stated, or its item member's declared type when all
    /// the declarations of that member agree.
    private func registryType(_ key: SwiftUIRegistry.Key) -> String? {
        switch key {
        case .type(let type): return type
        case .window(let identifier): return Self.windowKey(identifier)
        case .member(let name):
            guard let types = memberTypes[name], types.count == 1, let type = types.first else { return nil }
            return type
        }
    }

    /// The key under which a window with an identifier is registered: no type's name.
    static func windowKey(_ identifier: String) -> String { "\"\(identifier)\"" }

    /// The declared name of a type as written: `MainView` is `Editor.MainView` when that is the
    /// only type so named.
    func canonical(_ written: String) -> String {
        if positions[written] != nil { return written }
        if let names = qualified[TypeNames.lastComponent(of: written)], names.count == 1, let only = names.first { return only }
        return written
    }

    /// Whether the app declares a type `name` (last component), which then shadows SwiftUI's of
    /// that name; extending SwiftUI's (`extension NavigationStack { init(path:root:destination:) }`)
    /// does not, and a nested type (`Command.List`) does only for code in the type enclosing it
    /// (`owner`) or where it is written qualified, as Swift's lookup finds it there alone.
    func isDeclared(_ name: String, in owner: String?) -> Bool {
        let last = TypeNames.lastComponent(of: name)
        if declaredNames.contains(last) { return true }
        guard let enclosing = nestedNames[last] else { return false }
        if name != last { return true }
        guard let owner else { return false }
        return enclosing.contains { owner == $0 || owner.hasPrefix($0 + ".") }
    }

    /// The views `name` builds, a builder method or property of `owner`'s.
    func ownBuilder(_ name: String, of owner: String) -> [BuiltView]? {
        builders[owner]?[name] ?? builders[TypeNames.lastComponent(of: owner)]?[name]
    }

    /// `self.MainContent`, when `link` is written like a type but `owner` has a builder of that
    /// name (`func MainContent(damus:) -> some View`, called as `MainContent(damus: d)`), which
    /// Swift finds before any type so named; `nil` otherwise.
    private func ownBuilderCall(_ link: String, owner: String?) -> String? {
        guard let owner, !link.hasPrefix("."), !link.hasPrefix("self."), !link.contains("."),
              ownBuilder(link, of: owner) != nil else { return nil }
        return "self.\(link)"
    }

    /// The views `view`, built in `owner`'s code, stands for; empty when none can be told.
    func resolve(_ view: BuiltView, owner: String?) -> [Target] {
        resolve(view, owner: owner ?? view.builtIn, depth: 0, valueCase: view.valueCase, innerCase: view.valueInnerCase)
    }

    /// The views a builder builds, those of the case `valueCase` only when it switches over cases,
    /// and the cases a builder they call is made for: a case picked hands its value on
    /// (`case .dashboard(let page): DashboardRouter.resolve(page)`), so the one it was written
    /// with (`details` of `.dashboard(.details(id))`) picks next.
    private static func built(_ views: [BuiltView], for valueCase: String?, innerCase: String?)
        -> (views: [BuiltView], next: (valueCase: String?, innerCase: String?)) {
        guard let valueCase, views.contains(where: { $0.caseName != nil }) else { return (views, (valueCase, innerCase)) }
        return (views.filter { $0.caseName == valueCase }, innerCase.map { ($0, nil) } ?? (valueCase, nil))
    }

    /// The views `view` stands for, `depth` steps in.
    /// - Parameters:
    ///   - view: The view built.
    ///   - owner: The type whose code builds it, whose builders are its own.
    ///   - depth: The steps taken so far.
    ///   - valueCase: The case of the value a builder switching over cases is made for.
    ///   - innerCase: The case that value is written with, which a builder its case calls is made for.
    func resolve(_ view: BuiltView, owner: String?, depth: Int, valueCase: String?, innerCase: String? = nil) -> [Target] {
        guard depth <= Self.maximumSteps else { return [] }
        var steps = depth
        var embedded = false
        for (index, written) in view.chain.enumerated() {
            let link = ownBuilderCall(written, owner: owner) ?? written
            if link.hasPrefix("self.") {
                let name = String(link.dropFirst("self.".count))
                guard let owner, let built = ownBuilder(name, of: owner) else { return [] }
                let picked = Self.built(built, for: valueCase, innerCase: innerCase)
                return picked.views.flatMap { inner in
                    resolve(inner, owner: owner, depth: steps + 1, valueCase: picked.next.valueCase,
                            innerCase: picked.next.innerCase).map { target in
                        var target = target
                        target.embedded = target.embedded || embedded
                        target.caseName = target.caseName ?? view.caseName
                        return target
                    }
                }
            }
            if link.hasPrefix(".") {
                if let receiver = view.receiver, let owner, ownBuilder(receiver, of: owner) != nil {
                    // `header.padding()`: the type's own `header`, modified.
                    var own = view
                    own.chain = ["self.\(receiver)"]
                    own.receiver = nil
                    return resolve(own, owner: owner, depth: steps, valueCase: valueCase, innerCase: innerCase)
                }
                let name = String(link.dropFirst())
                guard var owners = buildersByName[name].map(Set.init) else { return [] }
                // `WalletTokenModule.view(wallet:)`: the builder of the type it is called on.
                if owners.count > 1, let receiver = view.receiver {
                    let named = owners.filter { TypeNames.lastComponent(of: $0) == receiver }
                    if !named.isEmpty { owners = named }
                }
                // Routers each with a `build(_:)` switching over their own routes: the one taking
                // the value's type, else the one with its case.
                // `viewBuilder.buildLanguageScreen()`: the builder of the type the owner's property holds.
                if owners.count > 1, let receiver = view.receiver, let owner,
                   let held = propertyType(receiver, of: owner) {
                    let holding = owners.filter { TypeNames.lastComponent(of: $0) == TypeNames.lastComponent(of: held) }
                    if !holding.isEmpty { owners = holding }
                }
                // …or the value's own (`route.view()`, an enum switching over `self`).
                if owners.count > 1, let valueType = view.valueType.map(TypeNames.lastComponent(of:)) {
                    let taking = owners.filter { owner in
                        builderInputs[owner]?[name].map(TypeNames.lastComponent(of:)) == valueType
                            || TypeNames.lastComponent(of: owner) == valueType
                    }
                    if !taking.isEmpty { owners = taking }
                }
                if owners.count > 1, let valueCase {
                    owners = owners.filter { builders[$0]?[name]?.contains { $0.caseName == valueCase } == true }
                }
                guard owners.count == 1, let builder = owners.first, let built = builders[builder]?[name] else { return [] }
                var picked = Self.built(built, for: valueCase, innerCase: innerCase)
                if valueCase == nil, let handed = view.handedCase, built.contains(where: { $0.caseName == handed.caseName }) {
                    picked = Self.built(built, for: handed.caseName, innerCase: handed.innerCase)
                }
                return picked.views.flatMap {
                    resolve($0, owner: builder, depth: steps + 1, valueCase: picked.next.valueCase, innerCase: picked.next.innerCase)
                }
            }
            let declared = isDeclared(link, in: owner)
            if !declared && SwiftUI.isBuiltIn(link) {
                if SwiftUI.stacks.contains(link) { embedded = true }
                continue
            }
            // A library's view the app does not declare, handed the view it shows
            // (`WithPerceptionTracking { BalancesView() }`, `IfLetStore(store, then: { ResultView(store: $0) })`):
            // that view, as SwiftUI's own containers are looked into; the library's view itself
            // when what it is handed shows none (`CropView(image: i) { cropped in … }`).
            if !declared && index < view.chain.count - 1 {
                var inner = view
                inner.chain = Array(view.chain[(index + 1)...])
                let shown = resolve(inner, owner: owner, depth: steps, valueCase: valueCase, innerCase: innerCase)
                if !shown.isEmpty {
                    return shown.map { target in
                        var target = target
                        target.embedded = target.embedded || embedded
                        return target
                    }
                }
            }
            // A wrapper stands for the view it is handed; handed a model (a class of the app's,
            // `IntegrationSettingsView { ConnectionViewModel(…) }`), it is the view itself.
            if wrappers.contains(canonical(link)) && index < view.chain.count - 1
                && !classes.contains(canonical(view.chain[index + 1])) {
                steps += 1
                continue
            }
            let type = canonical(link)
            if index == view.chain.count - 1, let forwarded = forwardedCase(of: type, handed: view.handed, depth: steps + 1) {
                return forwarded.map { target in
                    var target = target
                    target.embedded = target.embedded || embedded
                    target.caseName = target.caseName ?? view.caseName
                    return target
                }
            }
            // A view standing for what a value it holds builds (`AppTabRootView(tab: tab)`, its
            // body `NavigationStack { tab.rootView }`, `let tab: AppTab`): each view that builds.
            if index == view.chain.count - 1, let inner = valueBodies[type] ?? valueBodies[TypeNames.lastComponent(of: type)],
               let receiver = inner.receiver,
               (propertyTypes[type] ?? propertyTypes[TypeNames.lastComponent(of: type)])?[receiver] != nil {
                let shown = resolve(inner, owner: type, depth: steps + 1, valueCase: valueCase, innerCase: innerCase)
                if !shown.isEmpty {
                    return shown.map { target in
                        var target = target
                        target.embedded = target.embedded || embedded
                        target.caseName = target.caseName ?? view.caseName
                        return target
                    }
                }
            }
            return [Target(type: represented[type] ?? type, embedded: embedded, steps: steps, caseName: view.caseName)]
        }
        return []
    }
}
