import Foundation

/// Writes a graph as the navigation-map JSON contract, version 1, and reads it back.
///
/// Output is deterministic and diff-friendly: the graph is normalized first (nodes by id,
/// edges by `from`, file, line), each node and edge is one line with its keys in the contract's
/// order, and unknown values are `null`, never missing. The key order is the model's own
/// (`NavigationGraph`'s coding keys, `ScreenNode.encode(to:)`, `NavigationEdge.encode(to:)`),
/// written out by `OrderedJSONEncoder`, so it is stated in one place.
public enum JSONGraphWriter: Sendable {
    /// The graph's JSON text, ending with a newline.
    public static func write(_ graph: NavigationGraph) -> String {
        // The model encodes only strings, numbers, booleans and `nil`, which this encoder
        // writes without fail.
        ((try? OrderedJSONEncoder.encode(graph.normalized())) ?? "{}") + "\n"
    }

    /// Reads a graph from the contract's JSON; fields added after version 1's first ones may be
    /// missing.
    public static func read(_ text: String) throws -> NavigationGraph {
        try JSONDecoder().decode(NavigationGraph.self, from: Data(text.utf8))
    }

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
