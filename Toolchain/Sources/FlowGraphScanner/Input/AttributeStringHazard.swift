import FlowGraph

/// Text that makes SwiftParser stop the process: an `@available` attribute whose argument is a
/// multi-line string literal with an interpolation left open (`@available(*, message: """` then
/// `abc \(x def` then `""")`) trips an assertion in its lexer (found by fuzzing; a string in an
/// attribute cannot be interpolated, so no compiling code has one). The scanner skips such a file
/// with a warning instead of crashing.
enum AttributeStringHazard {
    /// How far past `@available` an argument list is looked at; an attribute's is short.
    private static let lookahead = 4096

    /// The warning for text holding such an attribute, pointing at it; `nil` for all other text.
    static func warning(in text: String, path: String) -> Diagnostic? {
        var text = text
        return text.withUTF8 { bytes -> Diagnostic? in
            guard let attribute = firstHazard(in: bytes) else { return nil }
            let (line, column) = bytes.place(of: attribute)
            return Diagnostic(severity: .warning,
                              message: "an @available attribute's multi-line string leaves an interpolation open, "
                                  + "which stops the Swift parser (corrupt code?); skipped",
                              file: path, line: line, column: column)
        }
    }

    /// The offset of the first `@available` whose arguments hold a `"""` string with more `\(`
    /// than `)` before it closes.
    private static func firstHazard(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker = Array("@available".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] }) else {
                index += 1
                continue
            }
            if opensInterpolationInMultilineString(bytes, from: index + marker.count) { return index }
            index += marker.count
        }
        return nil
    }

    /// Whether a `"""` string after `start`, within the attribute's reach, closes with an
    /// interpolation still open.
    private static func opensInterpolationInMultilineString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let end = min(bytes.count, start + lookahead)
        var index = start
        var inString = false
        var open = 0
        while index < end {
            if index + 2 < end, bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote {
                if inString, open > 0 { return true }
                inString.toggle()
                open = 0
                index += 3
                continue
            }
            if inString {
                if bytes[index] == backslash, index + 1 < end, bytes[index + 1] == UInt8(ascii: "(") {
                    open += 1
                    index += 2
                    continue
                }
                if open > 0, bytes[index] == UInt8(ascii: "(") { open += 1 }
                if open > 0, bytes[index] == UInt8(ascii: ")") { open -= 1 }
            } else if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "}") {
                // Past the attribute: a declaration's body.
                return false
            }
            index += 1
        }
        return false
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
