/// Escapers for the text formats the writers emit.
///
/// Names in a graph come from user code and may hold anything a Swift string can: quotes,
/// backslashes, line breaks, markup characters, emoji, combining marks, right-to-left text and
/// control characters. Each escaper here guarantees that its output cannot end the syntactic
/// element it sits in, whatever the input, so the surrounding document always parses.
@_spi(FlowKitTools) public enum TextEscaping {
    /// One unit of text meant for display, after line-break conventions have been folded.
    enum DisplayUnit: Equatable {
        /// A line break (LF, CR, CRLF, NEL, VT, FF, U+2028 or U+2029).
        case lineBreak
        /// A scalar that every renderer accepts.
        case scalar(Unicode.Scalar)
    }

    /// `text` as display units: every line-break convention becomes one ``DisplayUnit/lineBreak``
    /// and scalars that XML (Graphviz's HTML labels) or browsers reject become visible stand-ins
    /// (control pictures for C0 controls, U+FFFD for C1 controls and non-characters), because a
    /// rendered map should show that something odd is there rather than fail or hide it.
    static func displayUnits(_ text: String) -> [DisplayUnit] {
        var units: [DisplayUnit] = []
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar.value == 0x0D }
            switch scalar.value {
            case 0x0A:
                // The LF of a CRLF pair was already counted with its CR.
                if !previousWasCarriageReturn { units.append(.lineBreak) }
            case 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                units.append(.lineBreak)
            case 0x09:
                units.append(.scalar(" "))
            case 0x00..<0x20:
                units.append(.scalar(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"))
            case 0x7F:
                units.append(.scalar("\u{2421}"))
            case 0x80..<0xA0, 0xFFFE, 0xFFFF:
                units.append(.scalar("\u{FFFD}"))
            default:
                units.append(.scalar(scalar))
            }
        }
        return units
    }

    // MARK: DOT

    /// `text` as a DOT double-quoted string, quotes included.
    ///
    /// Injective, so distinct node ids stay distinct nodes: backslashes are doubled (DOT keeps
    /// `\\` as is, and in label-like attributes it reads as one backslash), quotes are escaped,
    /// LF and CR become `\n` and `\r` (line breaks where Graphviz shows the string), and other
    /// control characters become `\u{…}` text, since raw they would leak into SVG output where
    /// XML forbids them. Everything else, any Unicode included, is kept as UTF-8.
    static func dotQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x22: result += "\\\""
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F..<0xA0, 0xFFFE, 0xFFFF:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as the content of a Graphviz HTML-like label: `& < > " ]` become entities, line
    /// breaks become `<BR/>`, and rejected scalars their stand-ins.
    ///
    /// No line is left empty (an empty one holds a space): Graphviz refuses an empty element
    /// such as `<B></B>`, and Graphviz 2.43 aborts laying out a graph that has head or tail
    /// labels when some edge label is only line breaks, since such a label has a height but no
    /// width.
    static func dotHTML(_ text: String) -> String {
        var result = ""
        var lineIsEmpty = true
        for unit in displayUnits(text) {
            if unit == .lineBreak {
                result += lineIsEmpty ? " <BR/>" : "<BR/>"
                lineIsEmpty = true
                continue
            }
            lineIsEmpty = false
            switch unit {
            case .scalar("&"): result += "&amp;"
            case .scalar("<"): result += "&lt;"
            case .scalar(">"): result += "&gt;"
            case .scalar("\""): result += "&quot;"
            // Graphviz 2.43 rejects a text run of just `]` or `]]`.
            case .scalar("]"): result += "&#93;"
            case .scalar(let scalar): result.unicodeScalars.append(scalar)
            case .lineBreak: break
            }
        }
        return lineIsEmpty ? result + " " : result
    }

    // MARK: HTML

    /// `text` as HTML text or attribute content: `& < > " '` become entities, and rejected
    /// scalars their stand-ins, line breaks spaces.
    @_spi(FlowKitTools) public static func html(_ text: String) -> String {
        var result = ""
        for unit in displayUnits(text) {
            switch unit {
            case .lineBreak: result += " "
            case .scalar("&"): result += "&amp;"
            case .scalar("<"): result += "&lt;"
            case .scalar(">"): result += "&gt;"
            case .scalar("\""): result += "&quot;"
            case .scalar("'"): result += "&#39;"
            case .scalar(let scalar): result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: Mermaid

    /// Words that Mermaid's lexer (or its entity pre-pass) matches anywhere on a line, even inside
    /// a quoted label: `direction TB` is taken for a statement, and `style …:#…;` loses its last
    /// `;`. One letter of each becomes an entity code so the pattern never matches.
    private static let mermaidHazards = ["direction", "style", "classdef"]

    /// `text` as the inside of a Mermaid double-quoted label, using Mermaid's entity codes.
    ///
    /// The result holds no `"` (which would end the label), no line break (`<br/>` instead), no
    /// `#` other than entity codes (Mermaid decodes `#…;`), no backtick (a quote then a backtick
    /// starts a Markdown string), no `|` (ends edge text), no `%` (comments), and no raw `& < >`
    /// (HTML labels). Never empty, since an empty label renders as a collapsed node.
    static func mermaid(_ text: String) -> String {
        var result = ""
        for unit in displayUnits(text) {
            switch unit {
            case .lineBreak: result += "<br/>"
            case .scalar("\""): result += "#quot;"
            case .scalar("#"): result += "#35;"
            case .scalar("&"): result += "#amp;"
            case .scalar("<"): result += "#lt;"
            case .scalar(">"): result += "#gt;"
            case .scalar("|"): result += "#124;"
            case .scalar("`"): result += "#96;"
            case .scalar("%"): result += "#37;"
            case .scalar(let scalar): result.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? " " : defuseMermaidHazards(result)
    }

    /// Replaces the last letter of every hazardous word (ASCII case-insensitively) with its
    /// entity code.
    private static func defuseMermaidHazards(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let folded = scalars.map { (0x41...0x5A).contains($0.value) ? Unicode.Scalar($0.value + 0x20)! : $0 }
        var output = String.UnicodeScalarView()
        var index = 0
        scanning: while index < scalars.count {
            for word in mermaidHazards {
                let pattern = Array(word.unicodeScalars)
                let end = index + pattern.count
                guard end <= scalars.count, folded[index..<end].elementsEqual(pattern) else { continue }
                output.append(contentsOf: scalars[index..<end - 1])
                output.append(contentsOf: "#\(scalars[end - 1].value);".unicodeScalars)
                index = end
                continue scanning
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }
}
