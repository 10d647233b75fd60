// ObjectiveC/: a light reader of Objective-C implementation files (`.m`, `.mm`), for apps that still
// navigate from Objective-C: its facts are the UIKit reader's, resolved by the same assembler.

/// An Objective-C file as tokens: identifiers, string literals and punctuation, with comments,
/// character literals, numbers and preprocessor lines left out. Nothing is parsed by a grammar:
/// the reader looks for the few shapes navigation takes (`[[X alloc] init]`,
/// `[self.navigationController pushViewController:vc animated:YES]`), so malformed or unusual
/// code costs at most a missed call, never a crash, and the work is linear in the text.
struct ObjCTokens {
    /// One token.
    struct Token: Equatable {
        enum Kind: Equatable {
            case identifier
            /// A string literal's content, without quotes (`@"id"` → `id`).
            case string
            /// One punctuation byte: `[ ] ( ) { } : ; * = , @ ^ .` and the rest.
            case symbol
        }
        var kind: Kind
        var text: String
        /// Where the token starts, 1-based.
        var line: Int
        var column: Int

        /// Whether this is the punctuation `symbol`.
        func isSymbol(_ symbol: Character) -> Bool { kind == .symbol && text.first == symbol }
    }

    /// The tokens in source order.
    let tokens: [Token]
    /// The file's string constants (`NSString * const SWSegueRearIdentifier = @"sw_rear";`), by
    /// name, and those other files declare that it was read with.
    private(set) var stringConstants: [String: String]

    /// The tokens of `text`, with the string constants other files declare (`shared`), which the
    /// file's own shadow.
    init(_ text: String, shared: [String: String] = [:]) {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0, line = 1, lineStart = 0
        var atLineStart = true
        func advanceLine(at position: Int) {
            line += 1
            lineStart = position + 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                advanceLine(at: index)
                atLineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            // Preprocessor lines (`#import`, `#define`, `#pragma mark`) hold no navigation.
            if atLineStart && byte == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
                    // A continued macro line goes on past its newline.
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        advanceLine(at: index + 1)
                        index += 1
                    }
                    index += 1
                }
                continue
            }
            atLineStart = false
            let column = index - lineStart + 1
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                                               && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { advanceLine(at: index) }
                    index += 1
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let quote = byte
                var end = index + 1
                while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "\n") {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
                        advanceLine(at: end + 1)
                    }
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                let content = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                if quote == UInt8(ascii: "\"") {
                    tokens.append(Token(kind: .string, text: content, line: line, column: column))
                }
                // A literal left open at the end of its line ends there; the line break is the
                // next line's, so every later position keeps its line.
                index = end < bytes.count && bytes[end] == quote ? end + 1 : min(end, bytes.count)
                continue
            }
            if byte.isObjCIdentifierStart {
                var end = index + 1
                while end < bytes.count && bytes[end].isObjCIdentifierByte { end += 1 }
                tokens.append(Token(kind: .identifier, text: String(decoding: bytes[index..<end], as: UTF8.self),
                                    line: line, column: column))
                index = end
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                while index < bytes.count && bytes[index].isObjCIdentifierByte { index += 1 }
                continue
            }
            if byte < 0x80 {
                tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), line: line, column: column))
            }
            index += 1
        }
        self.tokens = tokens
        stringConstants = Self.stringConstants(in: tokens).merging(shared) { own, _ in own }
    }

    /// The string an argument's tokens give: the literal among them (`@"showDetail"`), or the
    /// constant the file declares that it names alone (`SWSegueRearIdentifier`); `nil` otherwise.
    func stringValue(of argument: Range<Int>) -> String? {
        tokens[argument].first { $0.kind == .string }?.text
            ?? (argument.count == 1 ? stringConstants[tokens[argument.lowerBound].text] : nil)
    }

    /// The constants `tokens` declare as a string literal, `const` or `*` before the name.
    private static func stringConstants(in tokens: [Token]) -> [String: String] {
        var constants: [String: String] = [:]
        for index in tokens.indices.dropFirst().dropLast(3) where tokens[index].kind == .identifier
            && tokens[index + 1].isSymbol("=") && (tokens[index - 1].text == "const" || tokens[index - 1].isSymbol("*")) {
            // `@"sw_rear"`: the `@` may stand as a symbol of its own before the literal.
            let literal = tokens[index + 2].isSymbol("@") ? index + 3 : index + 2
            guard literal + 1 < tokens.count, tokens[literal].kind == .string, tokens[literal + 1].isSymbol(";") else { continue }
            constants[tokens[index].text] = tokens[literal].text
        }
        return constants
    }

    /// The index of the token that opens the bracket, parenthesis or brace closed at `close`, or
    /// `nil` when the file starts first: ``closing(_:)`` read backwards.
    func opening(_ close: Int) -> Int? { matching(from: close, step: -1) }

    /// The index of the token that closes the bracket, parenthesis or brace opened at `open`,
    /// or `nil` when the file ends first. Other kinds of bracket nest inside and are skipped.
    func closing(_ open: Int) -> Int? { matching(from: open, step: 1) }

    /// The bracket matching the one at `start`, walking the tokens by `step` (1 forwards, -1
    /// backwards): a bracket opening in the walk's direction counts one deeper, and the one that
    /// brings the count back to nothing is the match.
    private func matching(from start: Int, step: Int) -> Int? {
        var depth = 0
        var index = start
        while index >= 0, index < tokens.count {
            let token = tokens[index]
            if token.kind == .symbol, let first = token.text.first {
                let change: Int
                switch first {
                case "[", "(", "{": change = step
                case "]", ")", "}": change = -step
                default: change = 0
                }
                depth += change
                if change < 0, depth == 0 { return index }
            }
            index += step
        }
        return nil
    }
}

extension UInt8 {
    fileprivate var isObjCIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$")
    }

    fileprivate var isObjCIdentifierByte: Bool {
        isObjCIdentifierStart || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }
}
