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
    private var nestedNames: [String: Set<String>] = [:]
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
    private var caseArities: [String: [String: ClosedRange<Int>]] = [:]
    private var caseFactories: [String: [String: [CaseFactory]]] = [:]
    /// The classes and actors among the types: routers, models and services, no views.
    private(set) var classes = Set<String>()
    /// The views methods and computed properties build, by owner and name.
    private var builders: [String: [String: [BuiltView]]] = [:]
    /// ``SwiftUIFileFacts/dispatchers``, merged.
    private(set) var dispatchers: [String: String] = [:]
    /// Builders by name, with their owners, for a builder called on another value.
    private var buildersByName: [String: [String]] = [:]
    /// ``SwiftUIFileFacts/valueBodies``, merged.
    private var valueBodies: [String: BuiltView] = [:]
    /// ``SwiftUIFileFacts/propertyTypes``, merged.
    private(set) var propertyTypes: [String: [String: String]] = [:]
    /// ``SwiftUIFileFacts/builderInputs``, merged.
    private var builderInputs: [String: [String: String]] = [:]
    /// Members' declared types, by name (`navigate(to:)` for a method).
    private(set) var memberTypes: [String: Set<String>] = [:]
    /// Registries by the type of the value they show.
    private var registries: [String: [SwiftUIRegistry]] = [:]
    /// Registries by the member they bind as their item (`item: $model.selected`).
    private var registriesByItem: [String: [SwiftUIRegistry]] = [:]
    /// ``registriesByItem`` without those binding a view's own item (`item: $sheet`), which only
    /// that view's code sets: the items a method called on another value may set.
    private var registriesBySetItem: [String: [SwiftUIRegistry]] = [:]
    /// A value's own builder, for a type no registry shows (`enum NavigationPage { func view() ->
    /// some View { switch self { … } } }`): the one method of its that builds a view per case.
    private(set) var ownBuilders: [String: (method: String, views: [BuiltView])] = [:]
    /// The members each method sets, by method name, with the types declaring such a method.
    private var setters: [String: [Set<String>]] = [:]
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
        resolve(view, owner: owner ?? view.builtIn, depth: 0, valueCase: view.valueCase)
    }

    /// The views a builder builds, those of the case `valueCase` only when it switches over cases.
    private static func built(_ views: [BuiltView], for valueCase: String?) -> [BuiltView] {
        guard let valueCase, views.contains(where: { $0.caseName != nil }) else { return views }
        return views.filter { $0.caseName == valueCase }
    }

    /// The views `view` stands for, `depth` steps in.
    /// - Parameters:
    ///   - view: The view built.
    ///   - owner: The type whose code builds it, whose builders are its own.
    ///   - depth: The steps taken so far.
    ///   - valueCase: The case of the value a builder switching over cases is made for.
    func resolve(_ view: BuiltView, owner: String?, depth: Int, valueCase: String?) -> [Target] {
        guard depth <= Self.maximumSteps else { return [] }
        var steps = depth
        var embedded = false
        for (index, written) in view.chain.enumerated() {
            let link = ownBuilderCall(written, owner: owner) ?? written
            if link.hasPrefix("self.") {
                let name = String(link.dropFirst("self.".count))
                guard let owner, let built = ownBuilder(name, of: owner) else { return [] }
                return Self.built(built, for: valueCase).flatMap { inner in
                    resolve(inner, owner: owner, depth: steps + 1, valueCase: valueCase).map { target in
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
                    return resolve(own, owner: owner, depth: steps, valueCase: valueCase)
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
                return Self.built(built, for: valueCase).flatMap {
                    resolve($0, owner: builder, depth: steps + 1, valueCase: valueCase)
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
                let shown = resolve(inner, owner: owner, depth: steps, valueCase: valueCase)
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
                let shown = resolve(inner, owner: type, depth: steps + 1, valueCase: valueCase)
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

    /// The case `value` stands for: itself, or, written like a case of its enum (the one it names,
    /// else `declared`) with a count of arguments no case of that name takes, what the one static
    /// method of that name taking them gives back (`.signUp()` beside `case signUp(_ instance:)`
    /// is `static func signUp()`'s `.instancePicker(…)`).
    func madeCase(of value: CaseValue, declared: [String] = []) -> CaseValue {
        guard let count = value.argumentCount else { return value }
        let enums = value.type.map { [$0] } ?? declared
        guard !enums.isEmpty else { return value }
        let bare = enums.map(TypeNames.lastComponent(of:))
        guard !bare.contains(where: { caseArities[$0]?[value.caseName]?.contains(count) == true }) else { return value }
        let made = bare.flatMap { type -> [CaseValue] in
            (caseFactories[type]?[value.caseName] ?? []).filter { $0.arguments.contains(count) }.map {
                var made = $0.value
                made.type = value.type
                return made
            }
        }
        return made.count == 1 ? made[0] : value
    }

    /// The views a registry builds for `value`, shown from `file`: by the value's type when the
    /// code names it, else by its case among the registries of that file, then of the whole scan,
    /// when one type has it; a value that is no case is shown by the file's one registry, if it has
    /// one and it does not switch. `nil` when no registry can be told; the presentation is the registry's.
    func views(for value: CaseValue?, in file: String,
               presentations: Set<SwiftUI.Presentation>) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        let value = value.map { madeCase(of: $0) }
        let candidates = registries.mapValues { $0.filter { presentations.contains($0.presentation) } }.filter { !$0.value.isEmpty }
        guard let value else {
            let local = candidates.filter { $0.value.contains { $0.file == file } }
            guard local.count == 1, let only = local.first?.value.filter({ $0.file == file }), only.count == 1,
                  only[0].views.allSatisfy({ $0.caseName == nil }) else { return nil }
            return (only[0].views, only[0].presentation)
        }
        let type: String
        if let written = value.type {
            guard let exact = candidates[written] != nil ? written : candidates.keys.first(where: {
                TypeNames.lastComponent(of: $0) == TypeNames.lastComponent(of: written)
            }) else { return nil }
            type = exact
        } else {
            let having = candidates.filter { $0.value.contains { $0.views.contains { $0.caseName == value.caseName } } }
            let local = having.filter { $0.value.contains { $0.file == file } }
            if local.count == 1, let only = local.first?.key {
                type = only
            } else if having.count == 1, let only = having.first?.key {
                type = only
            } else if having.isEmpty, presentations.contains(.push) {
                // No registry switches on the case: a value building its own view per case does.
                var owning = ownBuilders.filter { $0.value.views.contains { $0.caseName == value.caseName } }.map(\.key)
                // Of several, the one the app's own `NavigationLink(_ value: Route)` takes.
                let linked = memberTypes.filter { SwiftUI.isLinkInitializer($0.key) }.values.reduce(Set<String>()) { $0.union($1) }
                if owning.count > 1 { owning = owning.filter { linked.contains($0) } }
                guard owning.count == 1 else { return nil }
                return (ownViews(for: value, of: owning[0]), .push)
            } else {
                return nil
            }
        }
        return views(of: type, caseName: value.caseName, innerCase: value.innerCase, in: candidates[type] ?? [])
    }

    /// The views the registries of `type` build for any of its values, each under its case: a
    /// link to a value of that type (`NavigationLink(value: item)`) may show any of them. `nil`
    /// when no registry shows that type, or they show it in different ways.
    func views(forAnyOf type: String, presentations: Set<SwiftUI.Presentation>)
    -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        guard let key = registeredType(written: type),
              let shown = registries[key]?.filter({ presentations.contains($0.presentation) }), let first = shown.first,
              shown.allSatisfy({ $0.presentation == first.presentation }) else { return nil }
        return (shown.flatMap(\.views), first.presentation)
    }

    /// The type the property `name` of `owner` holds, under the owner's qualified name or its bare one.
    func propertyType(_ name: String, of owner: String) -> String? {
        propertyTypes[owner]?[name] ?? propertyTypes[TypeNames.lastComponent(of: owner)]?[name]
    }

    /// The element type of the list the property `name` of `owner` is declared to hold
    /// (`let catalogs: [Catalog]`), if it is one.
    func elementType(ofProperty name: String, of owner: String) -> String? {
        propertyType(name, of: owner).flatMap(SwiftUISiteReader.elementType(of:))
    }

    /// Whether `member` (`row(_:)`) names a method of a view's that returns one.
    private func buildsView(_ member: String) -> Bool {
        buildersByName[String(member.prefix { $0 != "(" })] != nil
    }

    /// Whether `registry` binds `member` as its item, or an item whose type the code states.
    private static func binds(_ registry: SwiftUIRegistry, _ member: String) -> Bool {
        guard case .member(let bound) = registry.key else { return true }
        return bound == member
    }

    /// The type a registry shows values of, as `written` names it, qualified or not.
    private func registeredType(written: String) -> String? {
        if registries[written] != nil { return written }
        // Two nested types of one name (`ContainerDetailsView.NavigationItem`, `StackDetailsView.NavigationItem`):
        // the one the written name's outer types tell, none when they do not.
        let name = TypeNames.lastComponent(of: written)
        let named = registries.keys.filter { TypeNames.lastComponent(of: $0) == name }
        guard named.count > 1 else { return named.first }
        let qualified = named.filter { $0.hasSuffix("." + written) || written.hasSuffix("." + $0) }
        return qualified.count == 1 ? qualified.first : nil
    }

    /// Whether a registry in `file`, or one `owner` registers in another file of its (an
    /// extension's), shows the item `member` (`.sheet(item: $sheet)`).
    func showsItem(_ member: String, in file: String, of owner: String? = nil) -> Bool {
        let ownerName = owner.map(TypeNames.lastComponent(of:))
        return registriesByItem[member]?.contains { registry in
            registry.file == file || (ownerName != nil && registry.owner.map(TypeNames.lastComponent(of:)) == ownerName)
        } == true
    }

    /// The views a router member's registry builds for a case: the member's declared type (the
    /// element type of an array appended to) has exactly one kind of registry.
    func views(forMember member: String, kind: RouterSiteFact.Kind,
               value: CaseValue) -> (views: [BuiltView], presentation: SwiftUI.Presentation)?? {
        let declared = (memberTypes[member] ?? []).compactMap { type -> String? in
            switch kind {
            case .call, .assignment: return type
            case .append:
                guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
                return TypeNames.lookupName(of: String(type.dropFirst().dropLast()))
            }
        }
        // `.About` written bare may be a static member as well as a case (`flags.contains(.Heading)`):
        // a case only where a type the member takes declares one so named.
        if value.type == nil, value.caseName.first?.isUppercase == true,
           !declared.contains(where: { caseArities[TypeNames.lastComponent(of: $0)]?[value.caseName] != nil }) {
            return nil
        }
        let value = madeCase(of: value, declared: declared)
        // A path shows what `for:` registers; a member set, what an `item:` binds; a router's method, either.
        let shows = { (registry: SwiftUIRegistry) -> Bool in
            switch kind {
            case .call: true
            case .append: !registry.byItem && registry.presentation == .push
            // Of a member's own: another view's `sheet(item: $selected)` is not shown by setting a
            // property of the same type (`nrContact = NRContact.instance(of: key)`).
            case .assignment: registry.byItem && Self.binds(registry, member)
            }
        }
        var shown = Set(declared.filter { registries[$0]?.contains(where: shows) == true })
        // `push(ListsDestination(author: user))` beside `push<D: Hashable>(_ value: D)` and
        // `push(_ route: Route)`: the generic overload takes it, and its written type tells.
        if let written = value.type, declared.contains(where: Self.takesAnyValue),
           !shown.contains(where: { TypeNames.lastComponent(of: $0) == TypeNames.lastComponent(of: written) }) {
            shown = []
        }
        // `func navigate(to destination: any Route)` called with `SettingsRoute.language`: the
        // case's written type, when a member of that name takes any value of a protocol (or is
        // declared where no navigation is read).
        if shown.isEmpty, let written = value.type,
           declared.isEmpty || declared.contains(where: Self.takesAnyValue),
           let type = registeredType(written: written),
           registries[type]?.contains(where: shows) == true {
            // A method declared nowhere read may be anyone's (Core Data's
            // `context.fetch(ZimFile.fetchRequest())`): only a case a registry switches on, or
            // hands to a builder method that may, is a route.
            let named = registries[type]?.contains { registry in
                shows(registry) && registry.views.contains { view in
                    view.caseName == value.caseName || view.chain.first.map { $0.hasPrefix(".") || $0.hasPrefix("self.") } == true
                }
            } == true
            if !declared.isEmpty || named { shown = [type] }
        }
        // A router of a package not read (`@Environment(AppRouter.self) var router`, another
        // package's `Router<Tab, Destination, Sheet>`) handed a case written bare
        // (`router.navigateTo(.profile(user))`, `router.presentedSheet = .compose`): the one
        // registered type that has that case, for a method whose name says it navigates or a
        // member an `item:` binds.
        if shown.isEmpty, declared.isEmpty, value.type == nil {
            if kind == .assignment, let bound = registriesByItem[member]?.filter(shows),
               bound.contains(where: { $0.views.contains { $0.caseName == value.caseName } }) {
                return .some(views(of: member, caseName: value.caseName, innerCase: value.innerCase, in: bound))
            }
            let having = registries.filter { $0.value.contains { shows($0) && $0.views.contains { $0.caseName == value.caseName } } }
            if kind == .call, Self.namesNavigation(member), having.count == 1, let only = having.first { shown = [only.key] }
        }
        // `navigation.push(.person(p))` with `func push(_ page: NavigationPage)`: no registry shows
        // that type, but its own builder makes the case's view, pushed unless the method says a sheet.
        // A method returning a view (`func row(_ item: Setting) -> some View { NavigationLink(destination:
        // item.view()) … }`) shows nothing by being called: the link it builds is read where it stands.
        if shown.isEmpty, kind == .call, declared.count == 1, let type = declared.first, ownBuilders[type] != nil,
           !buildsView(member) {
            let views = ownViews(for: value, of: type)
            guard !views.isEmpty else { return nil }
            return .some((views, Self.presentation(ofMethod: member)))
        }
        guard shown.count == 1, let type = shown.first else { return nil }
        if let written = value.type, TypeNames.lastComponent(of: written) != TypeNames.lastComponent(of: type) { return nil }
        let registered = views(of: type, caseName: value.caseName, innerCase: value.innerCase, in: (registries[type] ?? []).filter(shows))
        // A registry whose content no reading tells (`navigationDestination(for: Screen.self) {
        // destination($0) }`, a closure handed to its modifier) of a route building its own views:
        // the view the route builds for the case, shown as the registry shows it unless the
        // method's name says otherwise (`modal(for: .about, from: self)` beside a path's registry).
        if kind == .call, ownBuilders[type] != nil, let registered,
           registered.views.allSatisfy({ resolve($0, owner: nil).isEmpty }) {
            let own = ownViews(for: value, of: type)
            let named = Self.presentation(ofMethod: member)
            if !own.isEmpty { return .some((own, named == .push ? registered.presentation : named)) }
        }
        return .some(registered)
    }

    /// Whether a member's declared type takes any value of a protocol (`any Route`, `some Hashable`).
    private static func takesAnyValue(_ type: String) -> Bool { type.hasPrefix("any ") || type.hasPrefix("some ") }

    /// Whether `member` (a method by name and first label, `push(_:)`) is a router's: one of its
    /// overloads takes a type a registry shows, or any value a path takes (`some Hashable`).
    func isRouterMethod(_ member: String) -> Bool {
        (memberTypes[member] ?? []).contains(where: isRouteType)
    }

    /// Whether a method taking `type` takes a route: a type a registry shows, or any value a path
    /// takes (`some Hashable`).
    func isRouteType(_ type: String) -> Bool {
        registries[type] != nil || type == "some Hashable" || type == "any Hashable"
    }

    /// The views a method called on another value shows: every method of that name sets the same
    /// one member that a registry binds as its item, and that registry builds one content for any
    /// item. `nil` when the method shows nothing that can be told.
    func views(forSetter method: String) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        guard let declared = setters[method] else { return nil }
        let items = Set(declared.map { $0.filter { registriesBySetItem[$0] != nil } })
        guard items.count == 1, let members = items.first, members.count == 1, let member = members.first,
              let shown = registriesBySetItem[member], let first = shown.first,
              shown.allSatisfy({ $0.presentation == first.presentation && $0.views.allSatisfy { $0.caseName == nil } }) else {
            return nil
        }
        return (shown.flatMap(\.views), first.presentation)
    }

    /// The views the registries of `type` build for `caseName`: those of its case where they
    /// switch, all where they do not; `nil` when none, or when they show it in different ways.
    /// - Parameters:
    ///   - type: The type of the value.
    ///   - caseName: The case shown.
    ///   - innerCase: The case it is written with (`user` of `.reddit(.user(u))`), which picks
    ///     among the views of a switch nested in the case.
    ///   - registries: The registries of that type.
    private func views(of type: String, caseName: String, innerCase: String?,
                       in registries: [SwiftUIRegistry]) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        // Of a type's registries, those naming the case (routes made by static members each show
        // their own, some pushed, some as sheets), before those showing any value alike.
        let naming = registries.filter { $0.views.contains { $0.caseName == caseName } }
        let registries = naming.isEmpty ? registries : naming
        guard let first = registries.first, registries.allSatisfy({ $0.presentation == first.presentation }) else { return nil }
        var views = registries.flatMap { registry in
            let shown = registry.views.allSatisfy { $0.caseName == nil } ? registry.views
                : registry.views.filter { $0.caseName == caseName }
            return shown.map { view in
                var view = view
                view.builtIn = view.builtIn ?? registry.owner
                return view
            }
        }
        if let innerCase, views.contains(where: { $0.innerCaseName == innerCase }) {
            views = views.filter { $0.innerCaseName == innerCase }
        }
        views = views.map { view in
            // A builder the registry hands the value to (`{ route.view() }`) is picked by it.
            var view = view
            view.valueCase = view.valueCase ?? caseName
            view.valueType = view.valueType ?? type
            return view
        }
        return views.isEmpty ? nil : (views, first.presentation)
    }
}
