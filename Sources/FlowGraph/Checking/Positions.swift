@_spi(FlowKitTools) import FlowKit

/// Where a node can appear on screen (its positions; a flow group's *placement* is the verb
/// that enters it): in the window's root layer or a presented one, and as a
/// bare screen, a stack's root, a pushed screen, or a tab container.
struct Positions: OptionSet, Hashable {
    let rawValue: UInt8

    static let baseBare = Positions(rawValue: 1 << 0)
    static let baseRoot = Positions(rawValue: 1 << 1)
    static let basePushed = Positions(rawValue: 1 << 2)
    static let baseTabs = Positions(rawValue: 1 << 3)
    static let presentedBare = Positions(rawValue: 1 << 4)
    static let presentedRoot = Positions(rawValue: 1 << 5)
    static let presentedPushed = Positions(rawValue: 1 << 6)
    static let presentedTabs = Positions(rawValue: 1 << 7)

    static let bare: Positions = [.baseBare, .presentedBare]
    static let root: Positions = [.baseRoot, .presentedRoot]
    static let pushed: Positions = [.basePushed, .presentedPushed]
    static let inStack: Positions = [.root, .pushed]
    static let tabs: Positions = [.baseTabs, .presentedTabs]
    static let base: Positions = [.baseBare, .baseRoot, .basePushed, .baseTabs]
    static let presented: Positions = [.presentedBare, .presentedRoot, .presentedPushed, .presentedTabs]

    /// A base-layer position `kind` moved to a presented layer when `presented`.
    static func at(presented: Bool, _ kind: Positions) -> Positions {
        presented ? Positions(rawValue: kind.rawValue << 4) : kind
    }

    /// The layers (`false` base, `true` presented) in which the node has a position of `kind`.
    func layers(of kind: Positions) -> [Bool] {
        let matching = intersection(kind)
        var result: [Bool] = []
        if !matching.isDisjoint(with: .base) { result.append(false) }
        if !matching.isDisjoint(with: .presented) { result.append(true) }
        return result
    }
}

/// Computes every node's possible positions by propagating from the roots along forward
/// verbs until nothing changes. Each node's set only grows, and has 8 bits, so the work is
/// bounded by 8 × edges.
///
/// The app's own code (`appCode`, requests from a screen it does not name) runs from any screen
/// in any stack: taken for a stack root in both layers, its push may put a screen on any stack,
/// its present opens a layer, its `setWindowRoot` replaces the window.
enum PositionAnalysis {
    static func positions(in graph: NavigationGraph, roots: [String], appCode: Set<String> = [],
                           edgesFrom: [String: [NavigationEdge]]) -> [String: Positions] {
        var positions: [String: Positions] = [:]
        var queue: [String] = []
        func add(_ node: String, _ position: Positions) {
            let old = positions[node] ?? []
            if !old.isSuperset(of: position) {
                positions[node] = old.union(position)
                queue.append(node)
            }
        }
        let kinds = Dictionary(graph.nodes.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        func container(for target: String, embedding: Embedding?, presented: Bool) -> Positions {
            if kinds[target] == .tabs { return .at(presented: presented, .baseTabs) }
            return .at(presented: presented, embedding == Embedding.none ? .baseBare : .baseRoot)
        }
        for root in roots { add(root, container(for: root, embedding: .navigation, presented: false)) }
        for app in appCode.sorted() { add(app, .root) }
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            let here = positions[node] ?? []
            for edge in edgesFrom[node] ?? [] {
                guard let target = edge.to else { continue }
                guard let verb = edge.action.verb else {
                    // An embedded child is wherever its container is.
                    if edge.action == .embed {
                        add(target, here)
                        continue
                    }
                    // A tab's root appears in every layer its container does; tabs embed by default.
                    for layer in here.layers(of: .tabs) {
                        add(target, container(for: target, embedding: edge.embedding ?? .navigation, presented: layer))
                    }
                    continue
                }
                switch verb.targetPosition {
                case .unchanged:
                    continue
                case .pushedOntoSourceStack:
                    for layer in here.layers(of: .inStack) { add(target, .at(presented: layer, .basePushed)) }
                case .rootOfSourceStack:
                    for layer in here.layers(of: .inStack) { add(target, .at(presented: layer, .baseRoot)) }
                case .newModalLayer(let standard):
                    add(target, container(for: target, embedding: edge.embedding ?? standard, presented: true))
                case .windowRoot(let standard):
                    add(target, container(for: target, embedding: edge.embedding ?? standard, presented: false))
                }
            }
        }
        return positions
    }
}
