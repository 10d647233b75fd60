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
    /// ``deepestParentheses`` outside comments and strings, or, counting everywhere, more than
    /// ``rawNestingFactor`` times ``deepestBrackets`` or ``rawDeepestParentheses``, pointing at
    /// the first one too deep; `nil` for all other text.
    ///
    /// Two counts, because a light lexer of our own disagrees with SwiftParser's on broken
    /// code (the fuzzer hid brackets in raw strings and interpolations), while counting inside
    /// strings alone flags real tests whose strings open brackets (`"a -> b ["`).
    static func warning(in text: String, path: String) -> Diagnostic? {
        lexedHazard(in: text, path: path) ?? rawHazard(in: text, path: path)
    }

    /// How many times ``deepestBrackets`` the raw count allows.
    static let rawNestingFactor = 5

    /// The deepest nesting of `(` the raw count allows: where the parser's recovery is cubic,
    /// five times ``deepestParentheses`` would take it half a minute, and the fuzzer hid 387
    /// unclosed calls behind an interpolation left open (18 s); 200 take it under 3 s.
    static let rawDeepestParentheses = 200

    private static func rawHazard(in text: String, path: String) -> Diagnostic? {
        var depth = NestingDepth(bracketLimit: deepestBrackets * rawNestingFactor,
                                 parenthesisLimit: rawDeepestParentheses)
        var text = text
        return text.withUTF8 { bytes in
            // This runs over every byte of every file: eight bytes at a time where none of them
            // nests, and lines are counted only for a warning.
            var index = 0
            while index < bytes.count {
                let end = min(index + 8, bytes.count)
                if end - index == 8, let base = bytes.baseAddress,
                   !mayNest(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index = end
                    continue
                }
                for offset in index..<end {
                    if let (opener, limit) = depth.count(bytes[offset]) {
                        let (line, column) = bytes.place(of: offset)
                        return nestingWarning(opener, deeperThan: limit, path, line, column)
                    }
                }
                index = end
            }
            return nil
        }
    }

    /// Whether any of eight bytes is `[`, `]`, `(` or `)`, tested on them at once: a byte of
    /// `word ^ pattern` is zero where the byte is the pattern's.
    private static func mayNest(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        return hasZeroByte(word ^ 0x5B5B_5B5B_5B5B_5B5B) || hasZeroByte(word ^ 0x5D5D_5D5D_5D5D_5D5D)
            || hasZeroByte((word & 0xFEFE_FEFE_FEFE_FEFE) ^ 0x2828_2828_2828_2828)   // `(` and `)` differ in bit 0
    }

    /// The nesting outside comments and string literals (an interpolation in one is code), as
    /// ``SwiftLiterals`` reads them; a one-line literal left open ends with its line, and a slash
    /// is never read as a regex here (what it hides is counted, not skipped).
    private static func lexedHazard(in text: String, path: String) -> Diagnostic? {
        var depth = NestingDepth(bracketLimit: deepestBrackets, parenthesisLimit: deepestParentheses)
        var text = text
        return text.withUTF8 { bytes in
            var stack: [SwiftLiterals.Frame] = []
            var division: UInt8 = 0x61   // as if after an operand: a slash divides
            var index = 0
            while index < bytes.count {
                if !stack.isInString, !SwiftLiterals.mayMatter(bytes[index]) {
                    // Plain code that opens nothing: most bytes, stepped over without the literal reader.
                    index += 1
                    continue
                }
                if case .string(_, false)? = stack.last, bytes[index] == 0x0A || bytes[index] == 0x0D {
                    stack.removeLast()
                }
                if let next = SwiftLiterals.skipHidden(in: bytes, at: index, stack: &stack, previousCode: &division,
                                                       literal: { $0 }, wrap: { $0 }) {
                    index = next ?? index + 1
                    division = 0x61
                    continue
                }
                let byte = bytes[index]
                if case .interpolation(let open)? = stack.last {
                    if byte == UInt8(ascii: "(") { stack[stack.count - 1] = .interpolation(depth: open + 1) }
                    if byte == UInt8(ascii: ")") {
                        if open == 0 {
                            stack.removeLast()
                            index += 1
                            continue
                        }
                        stack[stack.count - 1] = .interpolation(depth: open - 1)
                    }
                }
                if let (opener, limit) = depth.count(byte) {
                    let (line, column) = bytes.place(of: index)
                    return nestingWarning(opener, deeperThan: limit, path, line, column)
                }
                index += 1
            }
            return nil
        }
    }

    private static func nestingWarning(_ bracket: String, deeperThan limit: Int, _ path: String, _ line: Int,
                                       _ column: Int) -> Diagnostic {
        let message = "'\(bracket)' nested more than \(limit) deep, which makes the Swift parser take "
            + "minutes (generated or corrupt code?); skipped"
        return Diagnostic(severity: .warning, message: message, file: path, line: line, column: column)
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

private extension [SwiftLiterals.Frame] {
    /// Whether the innermost frame is a string literal's (not code, nor an interpolation's).
    var isInString: Bool { if case .string? = last { true } else { false } }
}
