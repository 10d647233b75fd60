import FlowGraph
/// Text whose brackets nest deep enough to make SwiftParser take minutes: the scanner skips it
/// with a warning instead of hanging (both limits were found by fuzzing).
enum NestingHazard {
    /// The deepest nesting of `[` the scanner hands to the Swift parser. SwiftParser 603's
    /// lookahead for `[` (collection or inline-array type) backtracks, doubling its work with
    /// each level: 20 levels take a second, 24 take minutes. Hand-written code nests a few
    /// levels; deeper is generated or corrupt.
    static let deepestBrackets = 12

    /// The deepest nesting of `(` handed to the parser: its error recovery over unclosed calls
    /// (`.e(.e(.e(…` in a type's body) costs the cube of their number, 2.7 s for 200 and
    /// 19 s for 400, while hand-written code never nests a hundred.
    static let deepestParentheses = 100

    /// The warning for text whose `[` or `(` nest deeper than ``deepestBrackets`` or
    /// ``deepestParentheses`` outside comments and strings, or more than ``rawNestingFactor``
    /// times that counting everywhere, pointing at the first one too deep; `nil` for all other
    /// text.
    ///
    /// Two counts, because a light lexer of our own disagrees with SwiftParser's on broken
    /// code (the fuzzer hid brackets in raw strings and interpolations), while counting inside
    /// strings alone flags real tests whose strings open brackets (`"a -> b ["`).
    static func warning(in text: String, path: String) -> Diagnostic? {
        lexedHazard(in: text, path: path) ?? rawHazard(in: text, path: path)
    }

    /// How many times the limits the raw count allows.
    static let rawNestingFactor = 5

    private static func rawHazard(in text: String, path: String) -> Diagnostic? {
        var depth = NestingDepth(bracketLimit: deepestBrackets * rawNestingFactor,
                                 parenthesisLimit: deepestParentheses * rawNestingFactor)
        var line = 1, column = 0
        for byte in text.utf8 {
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if let (opener, limit) = depth.count(byte) {
                return nestingWarning(opener, deeperThan: limit, path, line, column)
            }
        }
        return nil
    }

    /// The nesting outside comments and string literals, as a light lexer reads them.
    private static func lexedHazard(in text: String, path: String) -> Diagnostic? {
        var depth = NestingDepth(bracketLimit: deepestBrackets, parenthesisLimit: deepestParentheses)
        var line = 1, column = 1
        var bytes = text.utf8[...]
        while let byte = bytes.popFirst() {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
                bytes = bytes.drop { $0 != UInt8(ascii: "\n") }
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
                skip(past: "*/", in: &bytes, line: &line)
            case UInt8(ascii: "\""):
                if bytes.starts(with: "\"\"".utf8) {
                    bytes = bytes.dropFirst(2)
                    skip(past: "\"\"\"", in: &bytes, line: &line)
                } else {
                    skipString(&bytes)
                }
            default:
                if let (opener, limit) = depth.count(byte) {
                    return nestingWarning(opener, deeperThan: limit, path, line, column - 1)
                }
            }
        }
        return nil
    }

    private static func nestingWarning(_ bracket: String, deeperThan limit: Int, _ path: String, _ line: Int,
                                       _ column: Int) -> Diagnostic {
        let message = "'\(bracket)' nested more than \(limit) deep, which makes the Swift parser take "
            + "minutes (generated or corrupt code?); skipped"
        return Diagnostic(severity: .warning, message: message, file: path, line: line, column: column)
    }

    /// Skips to just after `end`, counting lines.
    private static func skip(past end: String, in bytes: inout Substring.UTF8View.SubSequence, line: inout Int) {
        let end = Array(end.utf8)
        while !bytes.isEmpty && !bytes.starts(with: end) {
            if bytes.removeFirst() == UInt8(ascii: "\n") { line += 1 }
        }
        bytes = bytes.dropFirst(end.count)
    }

    /// Skips a one-line string literal's rest: to its closing quote, or to the line's end.
    private static func skipString(_ bytes: inout Substring.UTF8View.SubSequence) {
        while let byte = bytes.first, byte != UInt8(ascii: "\n") {
            bytes.removeFirst()
            if byte == UInt8(ascii: "\\") {
                if bytes.first != UInt8(ascii: "\n") { bytes = bytes.dropFirst() }
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }
}

/// Open `[` and `(` counted byte by byte, against a limit for each.
struct NestingDepth {
    let bracketLimit: Int
    let parenthesisLimit: Int
    private var brackets = 0
    private var parentheses = 0

    init(bracketLimit: Int, parenthesisLimit: Int) {
        self.bracketLimit = bracketLimit
        self.parenthesisLimit = parenthesisLimit
    }

    /// Counts `byte`; returns the opener and its limit when `byte` opens one level too many.
    mutating func count(_ byte: UInt8) -> (opener: String, limit: Int)? {
        switch byte {
        case UInt8(ascii: "["):
            brackets += 1
            if brackets > bracketLimit { return ("[", bracketLimit) }
        case UInt8(ascii: "]"):
            brackets = max(0, brackets - 1)
        case UInt8(ascii: "("):
            parentheses += 1
            if parentheses > parenthesisLimit { return ("(", parenthesisLimit) }
        case UInt8(ascii: ")"):
            parentheses = max(0, parentheses - 1)
        default:
            break
        }
        return nil
    }
}
