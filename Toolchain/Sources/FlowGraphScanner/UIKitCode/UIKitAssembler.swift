@_spi(FlowKitTools) import FlowGraph
import FlowKit

/// Adds the navigation of plain UIKit code to the graph the DSL's scan made, so a mixed app is
/// one map: each call is an edge from the screen whose code makes it (a coordinator's call from
/// the screen whose callback runs it, where a closure handed to that screen can be read; else
/// from the coordinator, marked as one) to the screen its target resolves to, marked `inferred`
/// with the steps taken. A screen type that a flow shows is that flow's node. A call whose
/// target resolves to nothing is no edge but a note: the map never guesses.
struct UIKitAssembler {
    private(set) var types: UIKitTypes
    /// The flow node of each screen type exactly one flow shows.
    private let flowScreens: [String: String]
    var graph: NavigationGraph
    private var nodes: [String: ScreenNode] = [:]
    private var targets = Set<String>()
    private var diagnostics: [Diagnostic] = []
    /// Where types are defined in files no reader parsed (``merge(_:into:storyboards:definedAt:)``).
    private var definedAt: [String: SourcePosition] = [:]
    /// The storyboard's segues the code performs (indices into the graph's edges), each drawn
    /// once, as the call that performs it.
    var performedSegues = Set<Int>()
    /// Coordinator methods, by owner and name, with the screens' callbacks that call them.
    private let handoffs: [String: [String: [CallbackHandoff]]]
    /// ``UIKitTypeFact/preparedSegues``, by type.
    let preparedSegues: [String: [String: UIKitTypeFact.PreparedSegue]]

    /// Unresolved calls noted one by one, up to this many; beyond it one note counts the rest,
    /// as a real app can have thousands.
    static let notedCalls = 500

    /// The graph with `files`' UIKit navigation added, the notes about calls left out, and how
    /// many calls were left out (more than are noted one by one). A graph without UIKit facts
    /// comes back as it was.
    /// - Parameters:
    ///   - files: The UIKit facts of the files read.
    ///   - graph: The graph so far (the DSL's, the storyboards').
    ///   - storyboards: Resolves storyboard look-ups and segues; `nil` without storyboards.
    ///   - definedAt: Where types are defined in files no reader parsed, by name: the place of a
    ///     screen shown that navigates nowhere itself.
    ///   - skimmedInheritance: What the classes of those files inherit first, by name.
    static func merge(_ files: [UIKitFileFacts], into graph: NavigationGraph,
                      storyboards: ((TargetExpression, String) -> UIKitTypes.Resolved?)? = nil,
                      definedAt: [String: SourcePosition] = [:], skimmedInheritance: [String: String] = [:])
    -> (graph: NavigationGraph, notes: [Diagnostic], unresolved: Int) {
        guard files.contains(where: { !$0.calls.isEmpty }) else { return (graph, [], 0) }
        var types = UIKitTypes(files)
        types.addInheritance(skimmedInheritance)
        types.storyboards = storyboards
        var assembler = UIKitAssembler(types: types, graph: graph, handoffs: files)
        assembler.definedAt = definedAt
        let helped = ReceiverHelpers.calls(files.flatMap(\.selfHandingCalls), through: files.flatMap(\.receiverHelpers),
                                           types: types)
        let calls = (files.flatMap(\.calls) + helped).sorted { ($0.position.file, $0.position.line, $0.position.column)
            < ($1.position.file, $1.position.line, $1.position.column) }
        var unresolved: [UIKitCallFact] = []
        // One site read several ways (a helper's branches, each told the caller's screen) is
        // one call left out, noted once.
        var unresolvedSites = Set<String>()
        for call in calls where !assembler.add(call) && !call.quiet
            && unresolvedSites.insert("\(call.position.file):\(call.position.line):\(call.position.column) \(call.text)").inserted {
            unresolved.append(call)
        }
        assembler.addRouted(files)
        assembler.addSubjectRouted(files)
        for call in unresolved.prefix(notedCalls) {
            assembler.note("cannot tell which screen \(call.text) shows; not drawn", at: call.position)
        }
        if unresolved.count > notedCalls, let next = unresolved.dropFirst(notedCalls).first {
            assembler.note("and \(unresolved.count - notedCalls) more UIKit calls whose screen cannot be told; not drawn "
                           + "(\(unresolved.count) of \(calls.count) in all)", at: next.position)
        }
        return (assembler.finished(), assembler.diagnostics, unresolved.count)
    }

    private init(types: UIKitTypes, graph: NavigationGraph, handoffs files: [UIKitFileFacts]) {
        self.types = types
        self.graph = graph
        var byScreen: [String: [String]] = [:]
        for node in graph.nodes where node.kind == .screen && node.provenance == .flow { byScreen[node.screen, default: []].append(node.id) }
        flowScreens = byScreen.compactMapValues { $0.count == 1 ? $0[0] : nil }
        var handoffs: [String: [String: [CallbackHandoff]]] = [:]
        for handoff in files.flatMap(\.callbacks) {
            for method in handoff.calls { handoffs[handoff.owner, default: [:]][method, default: []].append(handoff) }
        }
        self.handoffs = handoffs
        preparedSegues = files.flatMap(\.types).reduce(into: [:]) { found, type in
            found[type.name, default: [:]].merge(type.preparedSegues) { first, _ in first }
        }
    }

    /// Adds the edges of one call; `false` when its target cannot be told.
    private mutating func add(_ call: UIKitCallFact) -> Bool {
        types.reading(call.position.file)
        func edge(from: String, to: String?, action: EdgeAction, steps: Int, embedding: Embedding? = nil,
                  label: String) -> NavigationEdge {
            Self.edge(at: call, from: from, to: to, action: action, embedding: embedding, label: label, steps: steps)
        }
        switch call.assignment {
        case .windowRoot:
            // A tab bar or a split view built in place is the root; any other bare container
            // says nothing.
            guard let target = call.targets?.first else { return false }
            var shown = types.resolveAll(target, owner: call.owner)
            if shown.isEmpty {
                let all = types.resolveAll(target, owner: call.owner, allowContainers: true)
                let roots = [UIKit.tabBarController, UIKit.splitViewController]
                if all.allSatisfy({ roots.contains($0.type) || !UIKit.isGenericContainer($0.type) }) { shown = all }
            }
            guard !shown.isEmpty else { return false }
            for resolved in shown {
                let to = screen(resolved.type, kind: resolved.type == UIKit.tabBarController ? .tabs : .screen)
                graph.roots.append(to)
                // From a screen (a log-out) or a coordinator, an edge; from the app's or a
                // scene's delegate as UIKit launches it, only the start, which its entry arrow
                // draws; from the delegate's other methods (the app calls them: after an
                // unlock), an edge too.
                guard !isAppDelegate(call.owner) || !Self.launchCallbacks.contains(call.method ?? "") else { continue }
                graph.edges.append(edge(from: source(call.owner), to: to, action: .verb(.setWindowRoot), steps: resolved.steps,
                                        embedding: resolved.embedded ? .navigation : Embedding.none, label: call.method ?? ""))
            }
            return true
        case .tabs:
            return addTabs(call, edge: edge)
        case nil:
            break
        }
        switch call.action {
        case .pop, .popToRoot, .dismiss:
            let action: EdgeAction = .verb(call.action == .pop ? .pop : call.action == .popToRoot ? .popToRoot : .dismiss)
            for (from, label, extra) in sources(of: call) {
                graph.edges.append(edge(from: from, to: nil, action: action, steps: extra, label: label))
            }
            return true
        case .performSegue:
            return addPerformedSegue(call)
        case .setViewControllers:
            if call.receiver?.lowercased().contains("tab") == true { return addTabs(call, edge: edge) }
            // A tab bar controller setting its own tabs (`self.setViewControllers(tabs, animated:)`).
            if call.receiver == nil || call.receiver == "self", types.container(call.owner) == .tabs { return addTabs(call, edge: edge) }
            // A pager's pages are shown inside it, no stack of screens.
            if isPager(call) { return addColumns(call, edge: edge) }
            return addStack(call) { edge(from: $0, to: $1, action: .verb(.setRoot), steps: $2, label: $3) }
        case .addChild:
            // A child that cannot be told is often a view's part, not a screen: no note.
            guard let target = call.targets?.first else { return true }
            let shown = types.resolveAll(target, owner: call.owner).filter { types.isScreen($0.type) || $0.type.contains("<") }
            let sources = shown.isEmpty ? [] : sources(of: call)
            for resolved in shown {
                for (from, label, extra) in sources {
                    graph.edges.append(edge(from: from, to: screen(resolved.type), action: .embed, steps: resolved.steps + extra,
                                            label: label))
                }
            }
            return true
        case .push, .show, .showDetail, .present, .popTo:
            guard let target = call.targets?.first else { return false }
            let action: EdgeAction = switch call.action {
            case .present: .verb(.present)
            case .popTo: .verb(.popTo)
            case .push, .show, .showDetail, .pop, .popToRoot, .dismiss, .performSegue, .setViewControllers, .addChild: .verb(.push)
            }
            let resolved = types.resolveAll(target, owner: call.owner)
            guard !resolved.isEmpty else { return false }
            let shown = resolved.filter { !types.isPlainObject($0.type) }
            let sources = sources(of: call)
            for resolved in shown {
                let to = screen(resolved.type)
                let embedding: Embedding? = action == .verb(.present) ? (resolved.embedded ? .navigation : Embedding.none) : nil
                for (from, label, extra) in sources {
                    graph.edges.append(edge(from: from, to: to, action: action, steps: resolved.steps + extra,
                                            embedding: embedding, label: label))
                }
            }
            return true
        }
    }

    /// Calls asking a router for a scene by its case (`coordinator.present(scene: .profile(model), …)`):
    /// an edge to the screen the router's map builds for that case, where exactly one type has
    /// both a map with that case and a method of that name making UIKit calls.
    private mutating func addRouted(_ files: [UIKitFileFacts]) {
        let routers = Set(files.flatMap { $0.calls.compactMap { call in call.method.map { "\(call.owner)#\($0)" } } })
        var byCase: [String: [(owner: String, target: TargetExpression)]] = [:]
        for map in files.flatMap(\.sceneMaps) {
            for (name, target) in map.cases { byCase[name, default: []].append((map.owner, target)) }
        }
        guard !byCase.isEmpty else { return }
        for call in files.flatMap(\.routerCalls) {
            guard let name = call.cases.first else { continue }
            var maps = (byCase[name] ?? []).filter { routers.contains("\($0.owner)#\(call.callee)") }
            // Several routers know the case: the one the call is made on, where its type is known.
            if maps.count > 1, let receiver = call.receiver,
               let router = types.resolve(receiver, owner: call.owner, allowContainers: true)?.type {
                maps = maps.filter { TypeNames.lastComponent(of: $0.owner) == TypeNames.lastComponent(of: router) }
            }
            let targets = Set(maps.compactMap { types.resolve($0.target, owner: $0.owner) })
            guard targets.count == 1, let resolved = targets.first else { continue }
            let action: EdgeAction = .verb(call.pushes ? .push : .present)
            graph.edges.append(NavigationEdge(
                from: source(call.owner), to: screen(resolved.type), action: action, label: call.method ?? "",
                file: call.position.file, line: call.position.line, column: call.position.column,
                embedding: action == .verb(.present) ? (resolved.embedded ? .navigation : Embedding.none) : nil,
                evidence: .inferred, resolutionSteps: resolved.steps + 1))
        }
    }

    /// Calls asking a router for a case it sends through a Combine subject: what the
    /// subscriber's branch for that case shows, from the caller (``SubjectRouters``).
    private mutating func addSubjectRouted(_ files: [UIKitFileFacts]) {
        let sends = files.flatMap(\.subjectSends)
        guard !sends.isEmpty else { return }
        let drawn = graph.edges
        graph.edges += SubjectRouters.edges(for: files.flatMap(\.routerCalls), sends: sends, sinks: files.flatMap(\.subjectSinks),
                                            drawn: drawn) { source($0) }
    }

    /// A container's `viewControllers = […]`: a tab bar's tabs, from the tab bar (the owner, or
    /// the container the receiver names) to each tab's screen; a navigation controller's stack,
    /// replaced. Anything else with that property (a pager's) is no navigation and is passed
    /// over. Tabs that cannot be told are left out; `false` when none can.
    private mutating func addTabs(_ call: UIKitCallFact,
                                  edge: (String, String?, EdgeAction, Int, Embedding?, String) -> NavigationEdge) -> Bool {
        var holder = call.owner
        if let receiver = call.receiverTarget, receiver != .type(call.owner) {
            guard let resolved = types.resolve(receiver, owner: call.owner, allowContainers: true) else {
                let named = call.receiver?.lowercased() ?? ""
                // `tabBarController?.viewControllers`: whose tabs is not known, nor is a pager's.
                if named.contains("tab") { return false }
                // A stack named as one that no reading types (`guard let navController =
                // stack(for: .settings)`): replaced, as its `setViewControllers(_:animated:)` is.
                if named.contains("nav") { return replaceStack(call, edge: edge) }
                return true
            }
            // A stack held with its root (`UINavigationController(rootViewController: start)`, or
            // a bare one a method gives its first screens) has its screens replaced.
            if resolved.embedded { return replaceStack(call, edge: edge) }
            holder = resolved.type
        }
        switch types.container(holder) {
        case nil:
            return true
        case .stack:
            return replaceStack(call, edge: edge)
        case .columns:
            return addColumns(call, edge: edge)
        case .tabs:
            break
        }
        let container: String
        if holder != call.owner {
            container = screen(holder, kind: .tabs)
        } else {
            container = source(call.owner)
            nodes[container]?.kind = .tabs
        }
        var added = false
        for target in call.targets ?? [] {
            // A tab chosen between screens (`if … { tab = A() } else { tab = B() }`): each.
            for resolved in types.resolveAll(target, owner: call.owner) {
                graph.edges.append(edge(container, screen(resolved.type), .tab, resolved.steps,
                                        resolved.embedded ? .navigation : nil, ""))
                added = true
            }
        }
        return added
    }

    /// A stack's screens replaced by `viewControllers = […]`: to the new top, as its
    /// `setViewControllers(_:animated:)` is drawn.
    private mutating func replaceStack(_ call: UIKitCallFact,
                                       edge: (String, String?, EdgeAction, Int, Embedding?, String) -> NavigationEdge) -> Bool {
        addStack(call) { edge($0, $1, .verb(.setRoot), $2, nil, $3) }
    }

    /// Whether `call` sets a page view controller's pages (`pageViewController.setViewControllers([page], …)`).
    private func isPager(_ call: UIKitCallFact) -> Bool {
        if call.receiver?.lowercased().hasSuffix("pageviewcontroller") == true { return true }
        guard let receiver = call.receiverTarget else { return false }
        return types.resolve(receiver, owner: call.owner, allowContainers: true)?.type.hasSuffix("PageViewController") == true
    }

    /// A split view's columns set at once (`split.viewControllers = [primary, secondary]`), or a
    /// pager's pages: each is embedded by the code that sets them, as `setViewController(_:for:)`
    /// draws one.
    private mutating func addColumns(_ call: UIKitCallFact,
                                     edge: (String, String?, EdgeAction, Int, Embedding?, String) -> NavigationEdge) -> Bool {
        var added = false
        for target in call.targets ?? [] {
            for resolved in types.resolveAll(target, owner: call.owner)
            where types.isScreen(resolved.type) || resolved.type.contains("<") {
                for (from, label, extra) in sources(of: call) {
                    graph.edges.append(edge(from, screen(resolved.type), .embed, resolved.steps + extra,
                                            resolved.embedded ? .navigation : nil, label))
                }
                added = true
            }
        }
        return added
    }

    /// A navigation stack replaced (`setViewControllers([a, b])`): an edge to each screen its
    /// top can be, from each source of the call; `false` when the top cannot be told.
    private mutating func addStack(_ call: UIKitCallFact,
                                   edge: (_ from: String, _ to: String, _ steps: Int, _ label: String) -> NavigationEdge) -> Bool {
        // A screen putting another below itself (`setViewControllers([detail, self], animated:
        // false)`), which back now leads to, shows that one.
        let caller = TargetExpression.type(call.owner)
        guard let targets = call.targets, let top = targets.last,
              let last = top == caller ? targets.last(where: { $0 != caller }) : top else { return false }
        let shown = types.resolveAll(last, owner: call.owner)
        guard !shown.isEmpty else { return false }
        let sources = sources(of: call)
        for resolved in shown {
            let to = screen(resolved.type)
            for (from, label, extra) in sources { graph.edges.append(edge(from, to, resolved.steps + extra, label)) }
        }
        return true
    }

    /// An edge drawn where `call` is written, as it is animated.
    /// - Parameters:
    ///   - call: The UIKit call.
    ///   - from: The screen navigating.
    ///   - to: The screen shown, if known.
    ///   - action: What it does.
    ///   - embedding: What the screen shown is wrapped in.
    ///   - label: The edge's label.
    ///   - evidence: How it is known: inferred from the code, or declared by a storyboard.
    ///   - steps: The resolution steps taken, for an inferred edge.
    static func edge(at call: UIKitCallFact, from: String, to: String?, action: EdgeAction, embedding: Embedding?, label: String,
                     evidence: EdgeEvidence = .inferred, steps: Int?) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: label, file: call.position.file, line: call.position.line,
                       column: call.position.column, animated: call.animated, embedding: embedding,
                       evidence: evidence, resolutionSteps: steps)
    }

    /// Whose callbacks make a call: the owner's code itself, or, for a coordinator's method that
    /// closures handed to screens call, each such screen (one more step, labelled with the callback).
    mutating func sources(of call: UIKitCallFact) -> [(from: String, label: String, extra: Int)] {
        if !types.isScreen(call.owner), let method = call.method, let handoffs = handoffs[call.owner]?[method] {
            let screens = handoffs.compactMap { handoff in
                types.resolve(handoff.screen, owner: call.owner).map { (from: screen($0.type), label: handoff.label, extra: 1) }
            }
            if !screens.isEmpty { return screens }
        }
        return [(source(call.owner), call.method ?? "", 0)]
    }

    /// The methods through which UIKit launches an app's or a scene's delegate, by first name:
    /// `application(_:didFinishLaunchingWithOptions:)` (and its other callbacks), `scene(_:willConnectTo:options:)`.
    private static let launchCallbacks: Set<String> = ["application", "scene"]

    /// Whether `type` is the app's or a scene's delegate, where the app starts.
    private func isAppDelegate(_ type: String) -> Bool {
        let names = [type] + types.ancestry(of: type)
        return names.contains { $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate")
            || $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" }
    }

    /// The node of the type whose code makes a call.
    private mutating func source(_ type: String) -> String {
        if let flow = flowScreens[TypeNames.lastComponent(of: type)] { return flow }
        if nodes[type] == nil {
            let provenance: ScreenProvenance = types.isScreen(type) ? .code : .coordinator
            nodes[type] = node(type, kind: .screen, provenance: provenance)
        }
        return type
    }

    /// The node of a screen shown (a flow's where a flow shows that type).
    mutating func screen(_ written: String, kind: ScreenNode.Kind = .screen) -> String {
        let type = types.swiftName(of: written)
        if let flow = flowScreens[TypeNames.lastComponent(of: type)] { return flow }
        targets.insert(type)
        let provenance: ScreenProvenance = UIKit.systemScreens.contains(type) ? .system : .code
        // A type first seen making calls is a screen once something shows it; a tab bar stays one.
        let kept = nodes[type]?.kind == .tabs ? ScreenNode.Kind.tabs : kind
        if nodes[type]?.provenance != provenance || nodes[type]?.kind != kept {
            nodes[type] = node(type, kind: kept, provenance: provenance)
        }
        return type
    }

    private func node(_ type: String, kind: ScreenNode.Kind, provenance: ScreenProvenance) -> ScreenNode {
        let position = types.positions[type] ?? definedAt[TypeNames.lastComponent(of: type)]
        return ScreenNode(id: type, screen: TypeNames.lastComponent(of: type), kind: kind, file: position?.file,
                          line: position?.line, column: position?.column, provenance: provenance)
    }

    private func finished() -> NavigationGraph {
        var graph = self.graph
        for index in performedSegues.sorted(by: >) { graph.edges.remove(at: index) }
        let existing = Set(graph.nodes.map(\.id))
        graph.nodes += nodes.values.filter { !existing.contains($0.id) }
        return graph.normalized()
    }

    private mutating func note(_ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(severity: .note, message: message, file: position.file, line: position.line,
                                      column: position.column))
    }
}
