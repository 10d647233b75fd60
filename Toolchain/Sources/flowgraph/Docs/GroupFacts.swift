@_spi(FlowKitTools) import FlowGraph

/// What a documentation page says about one flow group: its screens as declared (each once,
/// however often the group is placed), the ways into it, and where each way in routes the
/// group's outputs.
struct GroupFacts {
    /// How the app enters the group: where it starts, or a verb from outside.
    enum Way: Hashable {
        /// The app starts at this screen (a declaration id).
        case start(String)
        /// A verb from a screen outside the group, between declarations.
        case verb(NavigationEdge)
    }

    /// One way into the group, with where the group's outputs lead when it is entered so.
    struct WayIn: Hashable {
        let way: Way
        /// The routed verbs of the group's outputs in the placements this way makes, between
        /// declarations, each once; empty for a back verb, which places nothing.
        let routes: [NavigationEdge]
    }

    let name: String
    /// The group's screens as declared, in the order a reader meets them.
    let screens: [ScreenNode]
    /// The starts first, then the verbs from outside in source order.
    let waysIn: [WayIn]
    /// The verbs the group's screens send through one of its outputs, between declarations.
    let outputs: [NavigationEdge]

    /// How many screens the group declares (a tab container is no screen).
    var declaredScreens: Int { ScreenNode.screenCount(in: screens) }

    /// The ways in that place the group (starts and forward verbs): those whose routes matter.
    var placements: [WayIn] {
        waysIn.filter {
            switch $0.way {
            case .start: true
            case .verb(let edge): !edge.action.isBackward
            }
        }
    }

    /// Whether every placement routes the group's outputs alike, so the routes are said once.
    var routesAgree: Bool { Set(placements.map(\.routes)).count <= 1 }

    /// The routes the group's outputs take in any placement, each once, in the map's order.
    var allRoutes: [NavigationEdge] { Self.unique(placements.flatMap(\.routes)) }

    /// The facts of group `name` in `model`.
    init(name: String, in model: DocsModel) {
        self.name = name
        let members = Set(model.placed.nodes.filter { $0.group == name }.map(\.id))
        let entries = model.placed.edges.filter { !members.contains($0.from) && $0.to.map(members.contains) == true }
        let starts = model.placed.roots.filter(members.contains)
        func routes(from start: String) -> [NavigationEdge] {
            Self.reach(from: start, within: members, along: model.placedLeaving)
                .flatMap { model.placedLeaving[$0] ?? [] }.filter { $0.output != nil }.map(DocsModel.declared)
        }
        var ways: [Way] = []
        var routed: [Way: [NavigationEdge]] = [:]
        for start in starts {
            let way = Way.start(ScreenNode.declarationID(of: start))
            if routed[way] == nil { ways.append(way) }
            routed[way, default: []] += routes(from: start)
        }
        for entry in entries {
            let way = Way.verb(DocsModel.declared(entry))
            if routed[way] == nil { ways.append(way) }
            routed[way, default: []] += entry.action.isBackward ? [] : routes(from: entry.to ?? "")
        }
        waysIn = ways.map { WayIn(way: $0, routes: Self.unique(routed[$0] ?? []).sorted(by: Self.routeOrder)) }
        let declaredMembers = model.declared.nodes.filter { $0.group == name }
        let memberIDs = Set(declaredMembers.map(\.id))
        outputs = model.declared.edges.filter { memberIDs.contains($0.from) && $0.output != nil }
        let firsts = ways.map { way -> String? in
            switch way {
            case .start(let id): id
            case .verb(let edge): edge.to
            }
        }
        screens = Self.inReadingOrder(declaredMembers, from: firsts.compactMap { $0 }, along: model)
    }

    /// The nodes reached from `start` by verbs that stay within `members`: one placement of a
    /// group, as the walkers instantiate it.
    private static func reach(from start: String, within members: Set<String>,
                              along leaving: [String: [NavigationEdge]]) -> [String] {
        var reached = [start]
        var seen: Set = [start]
        var head = 0
        while head < reached.count {
            for edge in leaving[reached[head]] ?? [] {
                if let to = edge.to, members.contains(to), seen.insert(to).inserted { reached.append(to) }
            }
            head += 1
        }
        return reached
    }

    /// Routes by output, then source order, so a placement's list and another's compare alike.
    private static func routeOrder(_ a: NavigationEdge, _ b: NavigationEdge) -> Bool {
        (a.output ?? "", a.file ?? "", a.line ?? 0, a.action.rawValue, a.to ?? "", a.from)
            < (b.output ?? "", b.file ?? "", b.line ?? 0, b.action.rawValue, b.to ?? "", b.from)
    }

    private static func unique(_ edges: [NavigationEdge]) -> [NavigationEdge] {
        var seen = Set<NavigationEdge>()
        return edges.filter { seen.insert($0).inserted }
    }

    /// `screens` in the order a reader meets them: breadth-first along forward verbs from
    /// `starts`, then any left, by id.
    private static func inReadingOrder(_ screens: [ScreenNode], from starts: [String],
                                       along model: DocsModel) -> [ScreenNode] {
        let byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var queue = starts + screens.map(\.id)
        var head = 0
        var seen: Set<String> = []
        while head < queue.count {
            let id = queue[head]
            head += 1
            guard byID[id] != nil, seen.insert(id).inserted else { continue }
            order.append(id)
            let next = model.ways(outOf: id).filter { !$0.action.isBackward }.compactMap(\.to)
            queue.insert(contentsOf: next, at: head)
        }
        return order.compactMap { byID[$0] }
    }
}

/// How an edge reads in prose: `onBuyNow(Product, Int)` · push.
enum EdgeProse {
    /// The callback and its forwarded types, or `—` when the callback is unknown.
    static func callback(_ edge: NavigationEdge) -> String {
        let arguments = edge.arguments.isEmpty ? "" : "(" + edge.arguments.joined(separator: ", ") + ")"
        return edge.label.isEmpty ? (arguments.isEmpty ? "—" : arguments) : edge.label + arguments
    }

    /// The callback, or the verb when the callback is unknown: what a journey's step says.
    static func step(_ edge: NavigationEdge) -> String {
        edge.label.isEmpty && edge.arguments.isEmpty ? edge.action.rawValue : callback(edge)
    }

    /// The verb with its notes: `present, in a new navigation stack`, `popToRoot, via output placed`.
    static func verb(_ edge: NavigationEdge) -> String {
        var parts = [edge.action.rawValue]
        if edge.embedding == .navigation { parts.append("in a new navigation stack") }
        if let output = edge.output { parts.append("via output " + output) }
        if edge.conditional { parts.append("inside #if") }
        return parts.joined(separator: ", ")
    }
}
