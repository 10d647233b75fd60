import Foundation

/// Writes a graph as the navigation-map JSON contract, version 1, and reads it back.
///
/// Output is deterministic and diff-friendly: the graph is normalized first (nodes by id,
/// edges by `from`, file, line), each node and edge is one line with its keys in the contract's
/// order (`from`, `to`, `action`, `label`, `arguments`, `file`, `line`, then added fields), and
/// unknown values are `null`, never missing. Foundation's encoder is not used for writing
/// because its key order is not stable across processes on Linux.
public enum JSONGraphWriter {
    /// The graph's JSON text, ending with a newline.
    public static func write(_ graph: NavigationGraph) -> String {
        let graph = graph.normalized()
        var out = "{\n  \"version\": \(graph.version),\n  \"roots\": \(array(graph.roots)),\n  \"nodes\": ["
        for (index, node) in graph.nodes.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            out += object([
                ("id", string(node.id)), ("screen", string(node.screen)), ("kind", string(node.kind.rawValue)),
                ("group", optional(node.group)), ("file", optional(node.file)), ("line", number(node.line)),
                ("column", number(node.column)),
            ])
        }
        out += graph.nodes.isEmpty ? "],\n  \"edges\": [" : "\n  ],\n  \"edges\": ["
        for (index, edge) in graph.edges.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            var fields: [(String, String)] = [
                ("from", string(edge.from)), ("to", optional(edge.to)), ("action", string(edge.action.rawValue)),
                ("label", string(edge.label)), ("arguments", array(edge.arguments)), ("file", optional(edge.file)),
                ("line", number(edge.line)), ("column", number(edge.column)), ("animated", String(edge.animated)),
            ]
            if let embedding = edge.embedding { fields.append(("embedding", string(embedding.rawValue))) }
            if let output = edge.output { fields.append(("output", string(output))) }
            fields.append(("conditional", String(edge.conditional)))
            fields.append(("leavesStack", String(edge.leavesStack)))
            out += object(fields)
        }
        out += graph.edges.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Reads a graph from the contract's JSON; fields added after version 1's first ones may be
    /// missing.
    public static func read(_ text: String) throws -> NavigationGraph {
        try JSONDecoder().decode(NavigationGraph.self, from: Data(text.utf8))
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func array(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }

    private static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

    private static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else (any Unicode) written as UTF-8.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
