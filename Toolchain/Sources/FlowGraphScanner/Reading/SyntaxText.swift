import SwiftSyntax

/// Text of syntax nodes in one canonical spelling, so that `[String:Int]`, `[String : Int]` and a
/// type split over lines with comments all read `[String: Int]` in the graph.
enum SyntaxText {
    /// The node's tokens joined with whitespace normalised: comments and line breaks dropped,
    /// one space after `,` and `:`, around `->`, `&` and `=`, none inside brackets or before
    /// postfix `?`/`!`, and otherwise one space exactly where the source had any.
    static func normalized(_ node: some SyntaxProtocol) -> String { normalized(node, stoppingPast: nil) }

    /// ``normalized(_:)``, stopped after the token that makes it longer than `limit` characters:
    /// the characters before its last are then those of the whole text (a token appended can
    /// only join the last character, as a combining mark does).
    static func normalized(_ node: some SyntaxProtocol, stoppingPast limit: Int?) -> String {
        var result = ""
        // Each token's text is made once, and trivia is asked for its length, not built: a
        // SwiftUI file normalises a note for every modifier called with a case.
        var previous: (text: String, token: TokenSyntax)?
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            if text.isEmpty { continue }
            if let previous, needsSpace(between: previous.text, previous.token, and: text, token) { result += " " }
            result += text
            previous = (text, token)
            // Characters are never more than bytes: counted only once the bytes pass the limit.
            if let limit, result.utf8.count > limit, result.count > limit { break }
        }
        return result
    }

    private static func needsSpace(between before: String, _ previous: TokenSyntax, and text: String,
                                   _ token: TokenSyntax) -> Bool {
        if isSpaced(text) || isSpaced(before) { return true }
        if before == "," || before == ":" { return true }
        if isTight(before) || isClosing(text) { return false }
        return previous.trailingTriviaLength.utf8Length > 0 || token.leadingTriviaLength.utf8Length > 0
    }

    /// After these no space, nor…
    private static func isTight(_ text: String) -> Bool {
        switch text {
        case "(", "[", "<", ".", "@", "\\": true
        default: false
        }
    }
    /// …before these (`]`, postfix `?`), unless spaced…
    private static func isClosing(_ text: String) -> Bool {
        switch text {
        case ")", "]", ">", ",", ":", "?", "!", ".", "...": true
        default: false
        }
    }
    /// …as these always are.
    private static func isSpaced(_ text: String) -> Bool {
        switch text {
        case "->", "&", "=": true
        default: false
        }
    }

    /// `list.append(value)`: the list and the value appended; `nil` for any other call.
    static func appended(by call: FunctionCallExprSyntax) -> (list: ExprSyntax, value: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
              let list = member.base, call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return (list, only.expression)
    }

    /// The chain of names an expression spells (`self.account.reset` → `["self", "account",
    /// "reset"]`), looking through `!`, `?` and parentheses; `nil` for anything else.
    ///
    /// Walks the chain in a loop: member chains can be long and this must not recurse.
    static func referencePath(_ expression: ExprSyntax) -> [String]? {
        var reversed: [String] = []
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                reversed.append(member.declName.baseName.text)
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                reversed.append(reference.baseName.text)
                return reversed.reversed()
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                      let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else {
                return nil
            }
        }
    }

    /// The path with a leading `self` removed: `self.x` and `x` name the same member.
    static func droppingSelf(_ path: [String]) -> [String] {
        path.first == "self" ? Array(path.dropFirst()) : path
    }

    /// The literal value of a string literal without interpolation, else `nil`.
    static func stringValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }

    /// The calls in `node` and beneath it, in source order (an outer call before those in it).
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }
}

/// Type names as plain strings: written forms are compared, not resolved by a type checker.
enum TypeNames {
    /// `Screen` for `Outer.Screen` (generic arguments kept): the name Swift's
    /// `String(describing:)` gives a type, which the runtime walker records.
    static func lastComponent(of name: String) -> String {
        var depth = 0
        var lastDot: String.Index?
        for index in name.indices {
            switch name[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "." where depth == 0: lastDot = index
            default: break
            }
        }
        guard let lastDot else { return name }
        return String(name[name.index(after: lastDot)...])
    }

    /// The nominal part used to look a type up: `Outer.Box` for `Outer.Box<Int>?`.
    static func lookupName(of name: String) -> String {
        var result = name
        while result.hasSuffix("?") || result.hasSuffix("!") { result.removeLast() }
        if let angle = result.firstIndex(of: "<") { result = String(result[..<angle]) }
        return result
    }

    /// Whether a name looks like a type (capitalised), as Swift convention has it.
    static func looksLikeType(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }
}

/// Offsets to 1-based lines and UTF-8 columns, built once per file from its bytes; cheaper than
/// `SourceLocationConverter`, which copies the source and honours `#sourceLocation`.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        var previous: UInt8 = 0
        for byte in bytes {
            offset += 1
            if byte == 10 {
                // "\r\n" is one line break: the "\r" already opened this line.
                if previous == 13 { starts[starts.count - 1] = offset } else { starts.append(offset) }
            } else if byte == 13 {
                starts.append(offset)
            }
            previous = byte
        }
    }

    /// The 1-based line and column of a UTF-8 offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}

/// Collects every call it walks over, for ``SyntaxText/calls(in:)``.
private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
