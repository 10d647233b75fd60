@_spi(FlowKitTools) import FlowGraph
import FlowKit

/// Adds the navigation of SwiftUI code to the graph: each site is an edge from the type whose
/// code holds it (a view, an app, a modifier or toolbar struct) to each view its content or
/// registry builds, marked `inferred` with the steps taken and labelled with the case or the
/// binding; `TabView` children are tabs, the environment's `dismiss()` a dismiss without target,
/// and an app's `WindowGroup` views its starts. A site whose view cannot be told is no edge but a
/// note: the map never guesses.
struct SwiftUIAssembler {
    /// The scan's declarations, which resolve what each site shows.
    let resolver: SwiftUIResolver
    /// The bindings views hand the views they build.
    let handed: HandedBindings.Index
    /// The flow node of each screen type exactly one flow shows.
    private let flowScreens: [String: String]
    /// The node of each view UIKit code shows in a hosting controller (`UIHostingController<AboutView>`),
    /// by the view's name: the view's own navigation leaves that node, so the screen is one node.
    private let hostedViews: [String: String]
    /// The graph being added to.
    private(set) var graph: NavigationGraph
    /// The nodes of the views met, by id, added to the graph when done.
    private var nodes: [String: ScreenNode] = [:]
    /// The sites whose view cannot be told, for the notes.
    var unresolved: [(text: String, position: SourcePosition)] = []
    /// Types whose code navigates for the screens without being one (TCA's reducers), drawn as
    /// coordinators.
    var coordinators = Set<String>()
    /// The cases each view sets a member of its own to (`sheet = .about`), in source order.
    private var ownCases: [OwnMember: [String]] = [:]
    /// What each helper's router calls show (``RouteHelpers``).
    var helperShows: [HelperMethod: [HelperShown]] = [:]

    /// A view's member.
    private struct OwnMember: Hashable {
        var owner: String
        var member: String
    }

    /// Unresolved sites noted one by one, up to this many; beyond it one note counts the rest.
    static let notedSites = 500

    /// The graph with `files`' SwiftUI navigation added, and the notes about sites left out. A
    /// graph without SwiftUI sites comes back as it was.
    static func merge(_ files: [SwiftUIFileFacts], into graph: NavigationGraph) -> (NavigationGraph, [Diagnostic]) {
        guard files.contains(where: {
            !$0.sites.isEmpty || !$0.routers.isEmpty || !$0.roots.isEmpty || !$0.calls.isEmpty || !$0.presentingCalls.isEmpty
                || !$0.wrapperBuilds.isEmpty || !$0.stacks.isEmpty || !$0.caseBuilds.isEmpty
        }) else {
            return (graph, [])
        }
        let handoffs = PresentingModifiers.throughFactories(Dictionary(grouping: files.flatMap(\.handoffs), by: \.method))
        let forwarded = PresentingModifiers.forwardedPresentations(sites: files.flatMap(\.sites),
                                                                   calls: files.flatMap(\.presentingCalls), handoffs: handoffs)
        let registered = PresentingModifiers.registries(of: files.flatMap(\.presentingCalls), handoffs: handoffs, forwarded: forwarded)
        var assembler = SwiftUIAssembler(resolver: SwiftUIResolver(files, registries: registered), graph: graph,
                                         handed: HandedBindings.Index(files.flatMap(\.bindingHandoffs)))
        // A case a view sets on its own member is set on every member handed down to it as that binding.
        for router in files.flatMap(\.routers) where router.kind == .assignment && router.setsOwnMember {
            guard let owner = router.owner else { continue }
            let holders = assembler.handed.holders(of: owner, member: router.member).map { OwnMember(owner: $0.owner, member: $0.member) }
            for key in [OwnMember(owner: owner, member: router.member)] + holders
            where assembler.ownCases[key]?.contains(router.value.caseName) != true {
                assembler.ownCases[key, default: []].append(router.value.caseName)
            }
        }
        for site in files.flatMap(\.sites) { assembler.add(site) }
        for router in files.flatMap(\.routers) { assembler.add(router) }
        let forwarders = files.reduce(into: [String: [RouteForwarder]]()) { $0.merge($1.routeForwarders) { $0 + $1 } }
        for router in RouteForwardingViews.routerCalls(files.flatMap(\.caseBuilds), through: forwarders) { assembler.add(router) }
        for call in files.flatMap(\.calls) { assembler.add(call) }
        assembler.addHelperCalls(files.flatMap(\.helperCalls))
        assembler.addStackPushes(of: files)
        for call in files.flatMap(\.presentingCalls) {
            if let shown = PresentingModifiers.presented(by: call, handoffs: handoffs, forwarded: forwarded) {
                assembler.add(call, presenting: shown.views, as: shown.presentation)
            }
        }
        let linkWrappers = files.reduce(into: [String: [String: SwiftUI.Presentation]]()) {
            $0.merge($1.linkWrappers) { $0.merging($1) { first, _ in first } }
        }
        for build in files.flatMap(\.wrapperBuilds) {
            // A wrapper built without one of its linked arguments (its trailing closure given
            // instead) shows nothing under that label, and says nothing of it.
            for (label, presentation) in (linkWrappers[build.method] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let views = build.closures[label] else { continue }
                assembler.add(build, presenting: views, as: presentation)
            }
        }
        for root in files.flatMap(\.roots) {
            for target in assembler.resolver.resolve(root, owner: nil) { assembler.graph.roots.append(assembler.node(target.type)) }
        }
        return (assembler.finished(), assembler.notes())
    }

    /// An assembler adding to `graph`, its flows' screens indexed by type.
    /// - Parameters:
    ///   - resolver: The scan's declarations.
    ///   - graph: The graph the DSL's and UIKit's scans made.
    ///   - handed: The bindings views hand the views they build.
    private init(resolver: SwiftUIResolver, graph: NavigationGraph, handed: HandedBindings.Index) {
        self.resolver = resolver
        self.graph = graph
        self.handed = handed
        var byScreen: [String: [String]] = [:]
        for node in graph.nodes where node.kind == .screen && node.provenance == .flow { byScreen[node.screen, default: []].append(node.id) }
        flowScreens = byScreen.compactMapValues { $0.count == 1 ? $0[0] : nil }
        var hosted: [String: [String]] = [:]
        let host = UIKit.hostingController + "<"
        for node in graph.nodes where node.id.hasPrefix(host) && node.id.hasSuffix(">") {
            hosted[TypeNames.lastComponent(of: String(node.id.dropFirst(host.count).dropLast())), default: []].append(node.id)
        }
        hostedViews = hosted.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// Adds the edges of one site, or notes that its view cannot be told.
    private mutating func add(_ site: SwiftUISiteFact) {
        if site.presentation == .dismiss {
            // A dismiss in a shared modifier closes whichever view uses it: no source to draw from.
            guard let owner = site.owner else { return }
            graph.edges.append(edge(from: node(owner), to: nil, action: .verb(.dismiss), label: site.label, steps: 0, site.position,
                                    conditional: site.conditional))
            return
        }
        var views = site.views
        var presentation = site.presentation
        var extra = 0
        if site.showsValue {
            let valueType = site.valueType ?? site.valueElementOf.flatMap { list in
                site.owner.flatMap { resolver.elementType(ofProperty: list, of: $0) }
            }
            guard let shown = valueType.flatMap({ resolver.views(forAnyOf: $0, presentations: [.push]) })
                    ?? propertyValueViews(site) ?? resolver.views(for: site.value, in: site.position.file, presentations: [.push])
                    ?? nestedTypeValueViews(site) else {
                unresolved.append((site.text, site.position))
                return
            }
            (views, presentation, extra) = (shown.views, shown.presentation, 1)
        }
        let targets = views.flatMap { view in dispatchedTargets(view, by: site) ?? resolver.resolve(view, owner: site.owner) }
        guard let owner = site.owner, !targets.isEmpty else {
            unresolved.append((site.text, site.position))
            return
        }
        addEdges(from: owner, to: targets, as: presentation, extraSteps: extra, at: site.position, conditional: site.conditional) {
            $0.caseName ?? site.label
        }
    }

    /// What a link to a property of its owner's shows (`NavigationLink(value: navigationItem)`):
    /// what the registry of the property's declared type builds for any value alike; nothing
    /// when it switches over cases, since which case the property holds is its builders' to say.
    private func propertyValueViews(_ site: SwiftUISiteFact) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        guard let property = site.valueProperty, let owner = site.owner, let type = resolver.propertyType(property, of: owner),
              let shown = resolver.views(forAnyOf: type, presentations: [.push]), shown.views.allSatisfy({ $0.caseName == nil })
        else { return nil }
        return shown
    }

    /// What a link to a value of a nested type built in place shows
    /// (`NavigationLink(value: StackDetailsView.NavigationItem(stackID: id))`, read as a
    /// capitalised case until no registry of `StackDetailsView` names it): what that type's registry builds.
    private func nestedTypeValueViews(_ site: SwiftUISiteFact) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        guard let value = site.value, let type = value.type, value.caseName.first?.isUppercase == true else { return nil }
        return resolver.views(forAnyOf: "\(type).\(value.caseName)", presentations: [.push])
    }

    /// What a view of the app's built with a sheet's item and switching over it shows
    /// (`.sheet(item: $sheet) { Sheet(type: $0) }`): the view of each case the site's owner sets
    /// its item to; `nil` for any other view.
    private func dispatchedTargets(_ view: BuiltView, by site: SwiftUISiteFact) -> [SwiftUIResolver.Target]? {
        guard !site.label.isEmpty, let owner = site.owner,
              let dispatched = resolver.dispatchedViews(of: view, item: site.label) else { return nil }
        return (ownCases[OwnMember(owner: owner, member: site.label)] ?? []).flatMap { caseName in
            dispatched.views.filter { $0.caseName == caseName }.flatMap { resolver.resolve($0, owner: dispatched.owner) }.map { target in
                var target = target
                target.caseName = caseName
                target.steps += 1
                return target
            }
        }
    }

    /// An edge from `owner` to each of `targets` (one per view), shown as `presentation`.
    /// - Parameters:
    ///   - owner: The type whose code navigates.
    ///   - targets: The views shown.
    ///   - presentation: How they are shown.
    ///   - extraSteps: The steps taken before the view's own (a member's type, a registry, a method).
    ///   - position: Where the navigation is written.
    ///   - conditional: Whether it sits inside an `#if` block.
    ///   - label: Each edge's label.
    mutating func addEdges(from owner: String, to targets: [SwiftUIResolver.Target], as presentation: SwiftUI.Presentation,
                                   extraSteps: Int, at position: SourcePosition, conditional: Bool,
                                   label: (SwiftUIResolver.Target) -> String) {
        for target in Self.unique(targets) {
            graph.edges.append(edge(from: node(owner), to: node(target.type), action: Self.action(presentation),
                                    label: label(target), steps: target.steps + extraSteps,
                                    embedding: Self.embedding(presentation, target), position, conditional: conditional))
        }
    }

    /// Adds the edges of a router call, through the registry of its member's type; nothing for a
    /// member no registry shows, a note for a case none builds.
    private mutating func add(_ router: RouterSiteFact) {
        // A value built in place handed to a method setting a sheet's item: drawn as that call.
        if router.isBuiltValue, resolver.views(forSetter: String(router.member.prefix { $0 != "(" })) != nil { return }
        // A view's own item shown by a sheet of its own (`sheet = .settings` beside
        // `.sheet(item: $sheet)`, or in an extension's file): the modifier draws it, once for
        // every place that sets it.
        // So is an item handed down as a binding and set by a subview (`Section(sheet: $sheet)`).
        if router.kind == .assignment, router.setsOwnMember,
           resolver.showsItem(router.member, in: router.position.file, of: router.owner) || router.owner.map({ owner in
               handed.holders(of: owner, member: router.member).contains { resolver.showsItem($0.member, in: $0.file) }
           }) == true {
            return
        }
        let shown: (views: [BuiltView], presentation: SwiftUI.Presentation)??
        if router.member == SwiftUI.openWindow || router.member == SwiftUI.openWindowByID {
            shown = .some(resolver.views(for: router.value, in: router.position.file, presentations: [.window]))
        } else if router.kind == .assignment, !router.setsOwnMember, resolver.appendingProperties.contains(router.member) {
            // `state.step = .login` beside `var step: Step { didSet { path.append(step) } }`: a push of the case.
            let pushed = resolver.views(forMember: router.member, kind: .call, value: router.value, from: router.owner)
            shown = pushed.map { shown in shown?.presentation == .push ? shown : nil }
        } else {
            shown = resolver.views(forMember: router.member, kind: router.kind, value: router.value, from: router.owner)
        }
        guard let shown else { return }  // not a member a registry shows: no navigation
        // A view's own builder handed a case (`zoneButton(position: .left)`) may link with it
        // (`NavigationLink(value: item)`, shown by a path's registry), but sets no item a sheet shows.
        if router.kind == .call, shown?.presentation != .push, resolver.buildsOwnView(router.member, of: router.owner) { return }
        // The resolver hands each view the case and type it is shown for (a builder picks by them).
        let targets = shown.map { shown in shown.views.flatMap { resolver.resolve($0, owner: nil) } } ?? []
        guard let owner = router.owner, let presentation = shown?.presentation, !targets.isEmpty else {
            // A value set on a member whose registry switches on cases names none of them.
            if !router.anyValue { unresolved.append((router.text, router.position)) }
            return
        }
        // The member's declared type, then the registry's case: two steps before the view's own.
        addEdges(from: owner, to: targets, as: presentation, extraSteps: 2, at: router.position,
                 conditional: router.conditional) { _ in router.value.caseName }
        if let helper = router.helper {
            helperShows[helper, default: []] += targets.map {
                HelperShown(target: $0, presentation: presentation, steps: $0.steps + 2, label: router.value.caseName)
            }
        }
    }

    /// A call of an app's presenting modifier: an edge to each view its closure builds, two steps
    /// away (the method, the modifier it applies); or a build of a link wrapper, pushing the view
    /// handed to the property its link shows (the wrapper, its link).
    private mutating func add(_ call: PresentingCallFact, presenting views: [BuiltView], as presentation: SwiftUI.Presentation) {
        guard let owner = call.owner else { return }
        let targets = views.flatMap { resolver.resolve($0, owner: owner) }
        guard !targets.isEmpty else { return unresolved.append((call.text, call.position)) }
        addEdges(from: owner, to: targets, as: presentation, extraSteps: 2, at: call.position, conditional: call.conditional) { _ in
            call.binding
        }
    }

    /// A method called on another value that sets a sheet's item: an edge to what the sheet
    /// shows, three steps away (the method, the member it sets, the registry binding it).
    private mutating func add(_ call: MethodCallFact) {
        guard let shown = resolver.views(forSetter: call.method), let owner = call.owner else { return }
        let targets = shown.views.flatMap { resolver.resolve($0, owner: nil) }
        addEdges(from: owner, to: targets, as: shown.presentation, extraSteps: 3, at: call.position,
                 conditional: call.conditional) { _ in call.method }
    }

    /// One target per view: cases that build the same view (`.local`, `.federated`, both a
    /// timeline) are one edge labelled with each case, the fewest steps kept.
    private static func unique(_ targets: [SwiftUIResolver.Target]) -> [SwiftUIResolver.Target] {
        var merged: [SwiftUIResolver.Target] = []
        var cases: [[String]] = []
        for target in targets {
            guard let index = merged.firstIndex(where: { $0.type == target.type && $0.embedded == target.embedded }) else {
                merged.append(target)
                cases.append(target.caseName.map { [$0] } ?? [])
                continue
            }
            merged[index].steps = min(merged[index].steps, target.steps)
            if let name = target.caseName, !cases[index].contains(name) {
                cases[index].append(name)
                merged[index].caseName = cases[index].joined(separator: ", ")
            }
        }
        return merged
    }

    /// The edge action of a presentation.
    private static func action(_ presentation: SwiftUI.Presentation) -> EdgeAction {
        switch presentation {
        case .sheet, .fullScreenCover, .window: .verb(.present)
        case .push: .verb(.push)
        case .tab: .tab
        case .dismiss: .verb(.dismiss)
        }
    }

    /// How a presented view is wrapped: in a stack of its own when its content builds one.
    /// - Parameters:
    ///   - presentation: How it is shown.
    ///   - target: The view, with whether a stack was built around it.
    private static func embedding(_ presentation: SwiftUI.Presentation, _ target: SwiftUIResolver.Target) -> Embedding? {
        switch presentation {
        case .sheet, .fullScreenCover, .window: target.embedded ? .navigation : Embedding.none
        case .tab: target.embedded ? .navigation : nil
        case .push, .dismiss: nil
        }
    }

    /// An inferred edge at `position`.
    /// - Parameters:
    ///   - from: The source node.
    ///   - to: The target node, `nil` for a dismiss.
    ///   - action: What it does.
    ///   - label: The case or binding.
    ///   - steps: The resolution steps taken.
    ///   - embedding: How a presented view is wrapped.
    ///   - position: The site.
    ///   - conditional: Whether the site is in an `#if` block.
    private func edge(from: String, to: String?, action: EdgeAction, label: String, steps: Int, embedding: Embedding? = nil,
                      _ position: SourcePosition, conditional: Bool) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: label, file: position.file, line: position.line,
                       column: position.column, embedding: embedding, conditional: conditional, evidence: .inferred,
                       resolutionSteps: steps)
    }

    /// The node of a view type (a flow's where one flow shows that type).
    mutating func node(_ type: String) -> String {
        let type = resolver.canonical(type)
        if let flow = flowScreens[TypeNames.lastComponent(of: type)] { return flow }
        if let host = hostedViews[TypeNames.lastComponent(of: type)] { return host }
        if nodes[type] == nil {
            let position = resolver.positions[type]
            // A view controller a representable makes is a screen, though a class.
            let provenance: ScreenProvenance = UIKit.systemScreens.contains(type) ? .system
                : resolver.representables[TypeNames.lastComponent(of: type)] != nil ? .code
                : resolver.classes.contains(type) || coordinators.contains(type) ? .coordinator : .code
            nodes[type] = ScreenNode(id: type, screen: TypeNames.lastComponent(of: type), kind: .screen, file: position?.file,
                                     line: position?.line, column: position?.column, provenance: provenance)
        }
        return type
    }

    /// The graph with the new nodes, normalised, each view controller's node naming the
    /// representables that show it.
    private func finished() -> NavigationGraph {
        var graph = self.graph
        let existing = Set(graph.nodes.map(\.id))
        graph.nodes += nodes.values.filter { !existing.contains($0.id) }
        let representables = resolver.representables
        if !representables.isEmpty {
            for index in graph.nodes.indices where graph.nodes[index].kind == .screen {
                graph.nodes[index].representedBy = representables[graph.nodes[index].screen] ?? []
            }
        }
        return graph.normalized()
    }

    /// One note for each site left out, up to ``notedSites``, then one counting the rest.
    private func notes() -> [Diagnostic] {
        let sorted = unresolved.sorted { ($0.position.file, $0.position.line, $0.position.column)
            < ($1.position.file, $1.position.line, $1.position.column) }
        var notes = sorted.prefix(Self.notedSites).map { site in
            Diagnostic(severity: .note, message: "cannot tell which view \(site.text) shows; not drawn", file: site.position.file,
                       line: site.position.line, column: site.position.column)
        }
        if sorted.count > Self.notedSites {
            let next = sorted[Self.notedSites].position
            notes.append(Diagnostic(severity: .note, message: "and \(sorted.count - Self.notedSites) more SwiftUI sites whose "
                                    + "view cannot be told; not drawn (\(sorted.count) in all)", file: next.file, line: next.line,
                                    column: next.column))
        }
        return notes
    }
}
