/// The interactive page's data: the map's nodes and edges as JSON, which its script reads.
enum HTMLMapData {
    /// The nodes and edges of `plan`, edges naming their ends by node index; `</` is written
    /// `<\/` so that no string can close the script element.
    /// - Parameters:
    ///   - plan: The map, in the order its drawing numbers `node_N` and `edge_N`.
    ///   - options: The link base for source locations.
    static func json(_ plan: WriterPlan, options: MapOptions) -> String {
        let string = JSONGraphWriter.string
        func place(_ file: String?, _ line: Int?) -> String {
            let text = DOTDocument.place(file, line).map(string) ?? "null"
            let link = options.link(file: file, line: line).map(string) ?? "null"
            return "\"place\": \(text), \"link\": \(link)"
        }
        let nodes = plan.nodes.map { node in
            "{\"id\": \(string(node.id)), \"screen\": \(string(node.screen)), \"kind\": \(string(node.kind.rawValue)), "
                + "\"group\": \(node.group.map(string) ?? "null"), \"root\": \(plan.roots.contains(node.id)), "
                // Whether the page's count of screens counts it, by the rule the heading counts by.
                + "\"counted\": \(ScreenNode.screenCount(in: [node]) == 1), "
                + place(node.file, node.line) + "}"
        }
        let edges = plan.edges.map { edge in
            "{\"from\": \(plan.nodeIndex[plan.nodeID(edge.from)] ?? -1), "
                + "\"to\": \(edge.to.flatMap { plan.nodeIndex[plan.nodeID($0)] }.map(String.init) ?? "null"), "
                + "\"action\": \(string(edge.action.rawValue)), \"label\": \(string(edge.label)), "
                + "\"arguments\": [\(edge.arguments.map(string).joined(separator: ", "))], "
                + "\"notes\": \(string(EdgeCaption(edge).notes.filter { $0 != edge.action.rawValue }.joined(separator: ", "))), "
                + place(edge.file, edge.line) + "}"
        }
        let json = "{\"nodes\": [" + nodes.joined(separator: ",\n") + "],\n\"edges\": [" + edges.joined(separator: ",\n") + "]}"
        return json.replacingOccurrences(of: "</", with: "<\\/")
    }
}
