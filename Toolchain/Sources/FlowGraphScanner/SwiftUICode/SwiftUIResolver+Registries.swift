/// The registries' side of the resolver: which views a value, a router's member or a method
/// shows through the registries the app's modifiers make.
extension SwiftUIResolver {
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
    /// - Parameters:
    ///   - member: The member called, assigned or appended to.
    ///   - kind: How.
    ///   - value: The case handed.
    ///   - owner: The type whose code hands it, which a nested type's name written bare means.
    func views(forMember member: String, kind: RouterSiteFact.Kind,
               value: CaseValue, from owner: String? = nil) -> (views: [BuiltView], presentation: SwiftUI.Presentation)?? {
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
        let registered = views(of: type, caseName: value.caseName, innerCase: value.innerCase,
                               in: meant(registries[type] ?? [], of: value.type ?? type, from: owner).filter(shows))
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

    /// Of `list`, registries of values of a type written `type`, those of the nested type of
    /// that name that code in `owner` means: the one declared in `owner` or the nearest type
    /// enclosing it (`Destination` in `ArchiveView.AllItemsSection` is `ArchiveView.Destination`,
    /// not `DeviceView.Destination`); all of them where `owner` is inside none, or the name is
    /// qualified.
    func meant(_ list: [SwiftUIRegistry], of type: String, from owner: String?) -> [SwiftUIRegistry] {
        guard !type.contains("."), let owner, let enclosing = nestedNames[type] else { return list }
        guard let scope = enclosing.filter({ owner == $0 || owner.hasPrefix($0 + ".") }).max(by: { $0.count < $1.count }) else {
            return list
        }
        let meant = list.filter { registry in registry.owner.map { $0 == scope || $0.hasPrefix(scope + ".") } ?? false }
        return meant.isEmpty ? list : meant
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
            let switches = registry.views.contains { $0.caseName != nil }
            let shown = switches ? registry.views.filter { $0.caseName == caseName } : registry.views
            return shown.map { view in
                var view = view
                view.builtIn = view.builtIn ?? registry.owner
                // A builder the registry hands the value to (`{ route.view() }`) is picked by its
                // case; one its case hands the value on to (`case .dashboard(let page):
                // DashboardRouter.resolve(page)`), by the case that value is written with.
                if switches, let innerCase {
                    view.valueCase = view.valueCase ?? innerCase
                } else {
                    view.valueCase = view.valueCase ?? caseName
                    view.valueInnerCase = innerCase
                }
                return view
            }
        }
        if let innerCase, views.contains(where: { $0.innerCaseName == innerCase }) {
            views = views.filter { $0.innerCaseName == innerCase }
        }
        views = views.map { view in
            var view = view
            view.valueType = view.valueType ?? type
            return view
        }
        return views.isEmpty ? nil : (views, first.presentation)
    }
}
