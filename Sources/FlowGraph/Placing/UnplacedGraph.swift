// Placing/: the placements of flow groups, told apart or folded.

import FlowKit

/// What a walker found, before the placements of flow groups are told apart: each declared
/// flow once, the verbs between them, and each output's routes (the group's own and each
/// placement's). Both walkers (the runtime `Walk` and the scanner's `GraphAssembler`) fill one
/// and call ``placed()``, so the rules that instantiate a group per placement, route its
/// outputs per placement and name the instances are written once, here.
///
/// Keys are the walker's own (an object identity, a module-qualified declaration name); a
/// node's `node.id` is the id it is shown with when it has one instance.
@_spi(FlowKitTools) public struct UnplacedGraph: Sendable {
    /// A declared flow, tab container or unresolved reference.
    @_spi(FlowKitTools) public struct Node: Sendable {
        /// The walker's key, unique among the nodes.
        @_spi(FlowKitTools) public var key: String
        /// The node as drawn; its `id` is the id it keeps when it has a single instance.
        @_spi(FlowKitTools) public var node: ScreenNode
        /// The flow group instance (or declaring object or type) the node belongs to, if known:
        /// a placement of that instance holds its own copy of the node.
        @_spi(FlowKitTools) public var instance: String?

        /// A node of the graph.
        /// - Parameters:
        ///   - key: The walker's key.
        ///   - node: The node as drawn with one instance.
        ///   - instance: The group instance it belongs to.
        @_spi(FlowKitTools) public init(key: String, node: ScreenNode, instance: String?) {
            self.key = key
            self.node = node
            self.instance = instance
        }
    }

    /// What an edge does beside its verb, for the placement pass.
    @_spi(FlowKitTools) public enum Role: Hashable, Sendable {
        /// An ordinary verb or tab: its target lives where its source's placement says.
        case verb
        /// A verb or tab entering a flow group through its entry (the edge's `to`), making the
        /// placement `placement` of the entry's group instance.
        case places(placement: String)
        /// An `emit` of the output keyed `output`: drawn as the verbs of the route its
        /// placement gives it (else the group's own), or as itself when nothing routes it.
        case emits(output: String)
    }

    /// An edge whose `from` and `to` are node keys (a route's verbs leave `from` empty: they
    /// run from whichever screen emits).
    @_spi(FlowKitTools) public struct Edge: Sendable {
        /// The edge as drawn.
        @_spi(FlowKitTools) public var edge: NavigationEdge
        /// What it does for the placement pass.
        @_spi(FlowKitTools) public var role: Role

        /// An edge of the graph, or a verb of a route.
        /// - Parameters:
        ///   - edge: The edge, with node keys for ids.
        ///   - role: What it does for the placement pass.
        @_spi(FlowKitTools) public init(_ edge: NavigationEdge, role: Role) {
            self.edge = edge
            self.role = role
        }
    }

    /// An output's routes: the group's own (`output.route { … }`), and each placement's
    /// (`group.on(\.output) { … }`) by placement key, which wins where it exists.
    @_spi(FlowKitTools) public struct Routes: Sendable {
        /// The verbs of the group's own route; empty when it has none.
        @_spi(FlowKitTools) public var own: [Edge] = []
        /// The verbs of each placement's route, by the key its `places` edge carries.
        @_spi(FlowKitTools) public var placed: [String: [Edge]] = [:]

        /// Routes with none written yet.
        @_spi(FlowKitTools) public init() {}
    }

    /// The nodes, in the walker's order.
    @_spi(FlowKitTools) public var nodes: [Node] = []
    /// The edges, in the walker's order.
    @_spi(FlowKitTools) public var edges: [Edge] = []
    /// The routes of each output, by output key.
    @_spi(FlowKitTools) public var routes: [String: Routes] = [:]
    /// The keys of the nodes the app starts from.
    @_spi(FlowKitTools) public var roots: [String] = []

    /// An empty graph.
    @_spi(FlowKitTools) public init() {}

    /// The graph with every flow group instantiated once per placement; see `PlacementExpansion`.
    /// Without roots, a group placed only by routes is instantiated from the roots inferred
    /// from a first expansion, which still has no roots.
    @_spi(FlowKitTools) public func placed() -> NavigationGraph {
        var expansion = PlacementExpansion(self)
        let graph = expansion.graph()
        guard roots.isEmpty, expansion.placesOnlyByRoutes else { return graph }
        var rooted = self
        rooted.roots = RootInference.roots(of: graph).roots.compactMap(expansion.unplacedKey(ofID:))
        guard !rooted.roots.isEmpty else { return graph }
        var again = PlacementExpansion(rooted)
        var result = again.graph()
        result.roots = []
        return result
    }
}

extension ScreenNode {
    /// The id of the declaration this node is an instance of: a placement id
    /// (`CheckoutGroup.payment@ShopFlows.cart.onCheckout`, see `PlacementExpansion`) up to its
    /// first `@`; any other id as it is (no Swift name holds an `@`).
    public var declarationID: String { Self.declarationID(of: id) }

    /// The declaration id within the node id `id`: see ``declarationID``.
    /// - Parameter id: A node id.
    public static func declarationID(of id: String) -> String {
        id.firstIndex(of: "@").map { String(id[..<$0]) } ?? id
    }

    /// How maps caption the node under its screen type: the declaration id, and for a placed
    /// copy how it was placed (`CheckoutGroup.payment · via onCheckout`), so a reused group's
    /// copies read apart without the placing screen's whole id widening every node.
    public var caption: String {
        guard let at = id.firstIndex(of: "@") else { return id }
        let placement = id[id.index(after: at)...]
        let how = placement.lastIndex(of: ".").map { placement[placement.index(after: $0)...] } ?? placement
        return "\(declarationID) · via \(how)"
    }
}

extension NavigationGraph {
    /// The ids of the nodes `name` names: the node with that id, else every placement of the
    /// declaration of that id (`CheckoutGroup.payment` names
    /// `CheckoutGroup.payment@ShopFlows.cart.onCheckout` and its other placements); empty when
    /// it names nothing. What `--root` and `--focus` accept.
    public func nodeIDs(named name: String) -> [String] {
        if nodes.contains(where: { $0.id == name }) { return [name] }
        return nodes.filter { $0.declarationID == name }.map(\.id)
    }
}
