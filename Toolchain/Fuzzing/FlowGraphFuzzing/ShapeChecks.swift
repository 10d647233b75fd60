import FlowGraphRendering

/// What "well-formed Mermaid" means for ``MermaidGraphWriter``'s output, checked line by line:
/// - the first line is `flowchart LR` and the text ends with one newline;
/// - every other line is a statement the writer emits: `subgraph gN["…"]`, `end`, a node
///   `nN(…)`/`nN[[…]]`/`nN[…]`/`bN((…))`, an edge `X arrow|"…"| Y`, `classDef`, `class` or
///   `linkStyle`, indented by two or four spaces;
/// - every label is one double-quoted string holding no quote and no line break of any kind;
/// - `subgraph`/`end` balance, one level deep;
/// - every edge joins ids declared before the edges.
public enum MermaidShapeCheck {
    static let arrows: Set<String> = ["-->", "==>", "-.-o", "--o", "-.->"]

    /// Everything wrong with `text`; empty when it is well formed.
    public static func problems(in text: String) -> [String] {
        guard text.hasPrefix("flowchart LR\n"), text.hasSuffix("\n") else { return ["no header or final newline"] }
        var problems: [String] = []
        var depth = 0
        var declared = Set<Substring>()
        let breaks: Set<Unicode.Scalar> = ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        for original in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if original.unicodeScalars.contains(where: breaks.contains) { problems.append("a line break inside a line") }
            // Read as Mermaid's lexer reads: scalar by scalar. Non-ASCII is never syntax, so it
            // becomes `x`, and a combining mark can no longer hide a quote inside a Character.
            let line = String(String.UnicodeScalarView(original.unicodeScalars.map { $0.isASCII ? $0 : "x" }))[...]
            // Quotes pair up on every line: labels hold none of their own.
            if line.unicodeScalars.count(where: { $0 == "\"" }) % 2 != 0 { problems.append("odd quotes: \(line)") }
            let body = line.drop { $0 == " " }
            let indent = line.count - body.count
            guard indent == 2 || indent == 4 else { problems.append("bad indent: \(line)"); continue }
            let words = body.split(separator: " ", maxSplits: 2)
            if body.hasPrefix("subgraph g") {
                depth += 1
            } else if body == "end" {
                depth -= 1
            } else if body.hasPrefix("classDef ") || body.hasPrefix("class ") || body.hasPrefix("linkStyle ") {
                continue
            } else if depth == 1, indent == 4, ["direction TB", "direction LR", "direction BT", "direction RL"].contains(body) {
                // Each subgraph states the flowchart's direction, which Mermaid does not pass down.
                continue
            } else if words.count == 3, let arrow = words[1].split(separator: "|").first, arrows.contains(String(arrow)) {
                let target = body.split(separator: " ").last ?? ""
                if !declared.contains(words[0]) || !declared.contains(target) { problems.append("undeclared end: \(line)") }
                if !words[1].hasPrefix(arrow + "|\"") || !body.hasSuffix("\"| " + target) {
                    problems.append("bad edge label: \(line)")
                }
            } else if let open = body.firstIndex(where: { $0 == "(" || $0 == "[" || $0 == ">" }), isID(body[..<open]) {
                // `id>"…"]` is Mermaid's asymmetric shape, the app's own node.
                declared.insert(body[..<open])
                if !(body.hasSuffix("\")") || body.hasSuffix("\"))") || body.hasSuffix("\"]") || body.hasSuffix("\"]]")) {
                    problems.append("bad node: \(line)")
                }
            } else {
                problems.append("unknown statement: \(line)")
            }
            if depth < 0 || depth > 1 { problems.append("unbalanced subgraph at: \(line)") }
        }
        if depth != 0 { problems.append("a subgraph is left open") }
        return problems
    }

    /// `n12`, `b3`: the writer's generated ids.
    private static func isID(_ text: Substring) -> Bool {
        guard let first = text.first, first == "n" || first == "b", text.count > 1 else { return false }
        return text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// What "lexically whole DOT" means for ``DOTGraphWriter``'s output: one `digraph`, quoted
/// strings closed (a backslash escapes the next scalar), HTML labels' `<…>` balanced, braces
/// and brackets balanced outside both, and nothing after the closing brace.
public enum DOTShapeCheck {
    /// Everything wrong with `text`'s lexical shape; empty when it is whole.
    public static func problems(in text: String) -> [String] {
        guard text.hasPrefix("digraph "), text.hasSuffix("}\n") else { return ["no digraph header or closing brace"] }
        var braces = 0, brackets = 0, angles = 0
        var inString = false, escaped = false
        for scalar in text.unicodeScalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            if angles > 0 {
                if scalar == "<" { angles += 1 } else if scalar == ">" { angles -= 1 }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "<": angles = 1
            case "{": braces += 1
            case "}":
                braces -= 1
                if braces < 0 { return ["a brace closes nothing"] }
            case "[": brackets += 1
            case "]": brackets -= 1
            default: break
            }
        }
        var problems: [String] = []
        if inString { problems.append("an unterminated string") }
        if angles != 0 { problems.append("an unterminated HTML label") }
        if braces != 0 || brackets != 0 { problems.append("unbalanced braces or brackets") }
        return problems
    }

    /// What Graphviz's own parser (libcgraph, in-process) says about `text`: nothing when it
    /// reads it and lays it out without complaint.
    public static func parseProblems(in text: String) -> [String] {
        let complaints = Complaints()
        let options = RenderOptions(format: .svg, engine: .dot) { complaints.append($0) }
        do {
            _ = try GraphRenderer.render(dot: text, options: options)
        } catch {
            return ["libcgraph rejected the DOT: \(error)"]
        }
        return complaints.lines.filter { $0.localizedCaseInsensitiveContains("error") || $0.contains("syntax") }
            .map { "Graphviz complained: \($0)" }
    }
}

/// Graphviz's messages for one render, collected from its diagnostics callback.
final class Complaints: @unchecked Sendable {
    // Written only by the render's callback, which runs before `render` returns, on its thread.
    private(set) var lines: [String] = []
    func append(_ text: String) { lines.append(text) }
}
