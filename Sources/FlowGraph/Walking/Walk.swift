import FlowKit

/// The state of one runtime walk: the queue, the nodes met so far, and their edges, keyed by
/// flow identity until ids are assigned at the end.
@MainActor
struct Walk {
    private(set) var queue: [NavigationTarget] = []
    private var seen: Set<ObjectIdentifier> = []
    private var nodes: [PendingNode] = []
    private var edges: [PendingEdge] = []

    private struct PendingNode {
        let identity: ObjectIdentifier
        let screen: String
        let kind: ScreenNode.Kind
        let explicitName: String?
        let callSite: CallSite
    }

    private struct PendingEdge {
        let from: ObjectIdentifier
        let to: ObjectIdentifier?
        let action: EdgeAction
        /// Read at the end: probing may label a declaration after its edge was recorded.
        let declaration: DeclaredAction?
        let fixedLabel: String
        let arguments: [String]
        let callSite: CallSite?
        let animated: Bool
        let embedding: Embedding?
        let output: String?
    }

    /// Queues `target` unless it was met before; returns its identity.
    @discardableResult
    mutating func enqueue(_ target: NavigationTarget) -> ObjectIdentifier? {
        let identity: ObjectIdentifier
        switch target {
        case .flow(let flow): identity = ObjectIdentifier(flow)
        case .tabs(let tabs): identity = ObjectIdentifier(tabs)
        case .output: return nil
        }
        if seen.insert(identity).inserted { queue.append(target) }
        return identity
    }

    mutating func visit(_ flow: AnyFlow) {
        let identity = ObjectIdentifier(flow)
        let recorder = RecordingNavigator()
        nodes.append(PendingNode(identity: identity, screen: flow.screenTypeName, kind: .screen,
                                 explicitName: flow.name, callSite: flow.callSite))
        // A flow whose owner is gone cannot be built: it stays a node without edges.
        guard let (screen, lets) = flow.makeObject(for: recorder) else { return }
        for declaration in lets.declaredActions {
            record(declaration, from: identity, via: nil)
        }
        ClosureProbe.label(lets.declaredActions, on: screen, recorder: recorder)
    }

    mutating func visit(_ tabs: Tabs) {
        let identity = ObjectIdentifier(tabs)
        nodes.append(PendingNode(identity: identity, screen: ScreenNode.tabContainerScreen, kind: .tabs, explicitName: tabs.name,
                                 callSite: tabs.callSite))
        for tab in tabs.tabs {
            let target = enqueue(.flow(tab.flow))
            edges.append(PendingEdge(from: identity, to: target, action: .tab, declaration: nil,
                                     fixedLabel: tab.title ?? "", arguments: [], callSite: tab.callSite,
                                     animated: false, embedding: tab.embedding, output: nil))
        }
    }

    /// Records one declared verb; an emitted output is followed through its parent's route
    /// (and through routes that emit further outputs), so the map shows where it really leads.
    private mutating func record(_ declaration: DeclaredAction, from source: ObjectIdentifier,
                                 via emit: (declaration: DeclaredAction, output: String?)?, depth: Int = 0) {
        guard declaration.verb == .emit, case .output(let output)? = declaration.target else {
            let target = declaration.target.flatMap { enqueue($0) }
            var targetIsTabs = false
            if case .tabs? = declaration.target { targetIsTabs = true }
            let embedding = declaration.verb.recordedEmbedding(declared: declaration.embedding, targetIsTabs: targetIsTabs)
            edges.append(PendingEdge(
                from: source, to: target, action: EdgeAction(declaration.verb), declaration: emit?.declaration ?? declaration,
                fixedLabel: "", arguments: (emit?.declaration ?? declaration).argumentTypeNames,
                callSite: declaration.callSite, animated: declaration.animated, embedding: embedding,
                output: emit?.output))
            return
        }
        let routeLets = Lets(navigator: nil)
        output.declareRoute(on: routeLets)
        let routed = routeLets.declaredActions
        if OutputRouting.staysUnrouted(routedVerbs: routed.count, depth: depth) {
            edges.append(PendingEdge(from: source, to: nil, action: .emit, declaration: declaration, fixedLabel: "",
                                     arguments: declaration.argumentTypeNames, callSite: declaration.callSite,
                                     animated: false, embedding: nil, output: output.name))
            return
        }
        for routedDeclaration in routed {
            record(routedDeclaration, from: source, via: emit ?? (declaration, output.name), depth: depth + 1)
        }
    }

    /// The finished graph, with ids assigned.
    func graph(roots: [NavigationTarget], names: DeclarationNames) -> NavigationGraph {
        var ids: [ObjectIdentifier: String] = [:]
        var used: [String: Int] = [:]
        for node in nodes {
            let base = names.name(of: node.identity) ?? node.explicitName ?? node.screen
            let count = used[base, default: 0] + 1
            used[base] = count
            ids[node.identity] = count == 1 ? base : "\(base)#\(count)"
        }
        let graphNodes = nodes.map { node in
            ScreenNode(id: ids[node.identity]!, screen: node.screen, kind: node.kind,
                       group: names.group(of: node.identity), file: node.callSite.fileID, line: node.callSite.line)
        }
        let graphEdges = edges.map { edge in
            NavigationEdge(from: ids[edge.from]!, to: edge.to.flatMap { ids[$0] }, action: edge.action,
                           label: edge.declaration?.label ?? edge.fixedLabel, arguments: edge.arguments,
                           file: edge.callSite?.fileID, line: edge.callSite?.line, animated: edge.animated,
                           embedding: edge.embedding, output: edge.output)
        }
        let rootIDs = roots.compactMap { root -> String? in
            switch root {
            case .flow(let flow): ids[ObjectIdentifier(flow)]
            case .tabs(let tabs): ids[ObjectIdentifier(tabs)]
            case .output: nil
            }
        }
        return NavigationGraph(nodes: graphNodes, edges: graphEdges, roots: rootIDs).normalized()
    }
}
