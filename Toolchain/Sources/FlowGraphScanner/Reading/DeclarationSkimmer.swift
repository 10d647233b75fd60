/// Skims a Swift file down to what a screen's callbacks need: type headers (`final class
/// Screen: Base {`), the `var`/`let` members in them annotated with a function type
/// (`var onNext: ((Item) -> Void)?`; any annotation when the file declares a `typealias`, which
/// may name one), `typealias`es, enum cases (a step's payload), and method signatures without
/// their bodies (what a forwarding closure `{ $0.load }` forwards to), as a small Swift text of
/// its own.
///
/// Files read only for their screens are mostly method bodies, and SwiftSyntax parses several
/// times slower than the compiler's `-parse` (which skips bodies), so parsing such files whole
/// would dominate a scan. The skim is a small fraction of the file.
///
/// A small lexer finds the structure: comments (nested), string literals (multi-line, raw,
/// with interpolations holding more strings), backticked names, and braces; the contents of
/// every brace block that is not a type's member block are skipped. Anything it cannot be sure
/// of (a slash that may open a regex literal, an unterminated literal, unbalanced braces) makes
/// it return `nil`, and the file is parsed whole. An explicit stack, not recursion, tracks
/// nesting. The skim keeps no positions: such files contribute types and properties only.
enum DeclarationSkimmer {
    private enum Frame {
        case typeBlock
        case otherBlock
        /// Inside a string literal or an interpolation in one.
        case literal(SwiftLiterals.Frame)

        var literal: SwiftLiterals.Frame? { if case .literal(let frame) = self { frame } else { nil } }
    }

    /// A member declaration being read: `var name: Type`, `typealias Name = Type`, or
    /// `case name(Payload), other` from `start`.
    private enum Capture {
        case none
        case enumCase(start: Int)
        case function(start: Int)
        case keyword(alias: Bool)
        case name(Range<Int>, alias: Bool)
        case type(name: Range<Int>, start: Int, alias: Bool)
    }

    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "extension", "protocol"].map { Array($0.utf8) }
    /// Words that may follow `class` in a member declaration (`class func`, `class var`).
    private static let notTypeNames: [[UInt8]] = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override", "required",
        "convenience", "public", "private", "internal", "fileprivate", "open", "nonisolated", "mutating", "dynamic",
        "lazy", "weak", "unowned",
    ].map { Array($0.utf8) }
    private static let varWord = Array("var".utf8), letWord = Array("let".utf8), aliasWord = Array("typealias".utf8)
    private static let importWord = Array("import".utf8), caseWord = Array("case".utf8), funcWord = Array("func".utf8)

    /// The skim of `bytes`, or `nil` when unsure.
    static func skim(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        var stack: [Frame] = []
        var dropping = 0             // open `otherBlock`s: their contents are skipped
        var nesting = 0              // open ( and [ in declarations being read
        var typeKeywordStart: Int?   // the previous word was `class`, `struct`… starting here
        var headerStart: Int?        // a type's header started here; its `{` opens a member block
        var capture = Capture.none
        var previousCode: UInt8 = 0x20
        var index = 0
        let count = bytes.count

        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isOne(of words: [[UInt8]], _ range: Range<Int>) -> Bool {
            words.contains { $0.count == range.count && $0.elementsEqual(bytes[range]) }
        }
        var plainProperties: [Range<Int>] = []  // in `output`: annotations that are no function type
        var hasAlias = false
        /// Ends a declaration being read at `end`, writing it out if it had a type.
        func finishCapture(at end: Int) {
            if case .enumCase(let start) = capture, start < end {
                output += caseWord
                output += bytes[start..<end]
                output.append(0x0A)
            }
            if case .function(let start) = capture, start < end {
                output += bytes[start..<end]
                output.append(0x0A)
            }
            if case .type(let name, let start, let alias) = capture, start < end {
                let first = output.count
                defer {
                    if alias { hasAlias = true }
                    let arrow = (start..<max(start, end - 1)).contains { bytes[$0] == 0x2D && bytes[$0 + 1] == 0x3E }
                    if !alias, !arrow { plainProperties.append(first..<output.count) }
                }
                output += alias ? aliasWord : varWord
                output.append(0x20)
                output += bytes[name]
                output += alias ? [0x20, 0x3D] : [0x3A]
                output += bytes[start..<end]
                output.append(0x0A)
            }
            capture = .none
        }

        while index < count {
            let current = bytes[index]
            if let next = SwiftLiterals.skipHidden(in: bytes, at: index, stack: &stack, previousCode: &previousCode,
                                                   literal: \.literal, wrap: Frame.literal) {
                guard let next else { return nil }
                index = next
                continue
            }
            let reading = dropping == 0
            switch current {
            case 0x60:                                                              // `name`
                let start = index
                index += 1
                while index < count && bytes[index] != 0x60 && bytes[index] != 0x0A { index += 1 }
                guard byte(index) == 0x60 else { return nil }
                index += 1
                if reading { advance(&capture, word: start..<index) }
                typeKeywordStart = nil
                previousCode = 0x61
                continue
            case 0x28, 0x5B:                                                        // ( [
                if case .literal(.interpolation(let depth))? = stack.last {
                    if current == 0x28 { stack[stack.count - 1] = .literal(.interpolation(depth: depth + 1)) }
                } else if reading {
                    nesting += 1
                }
            case 0x29, 0x5D:                                                        // ) ]
                if case .literal(.interpolation(let depth))? = stack.last {
                    if current == 0x29 {
                        if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .literal(.interpolation(depth: depth - 1)) }
                    }
                } else if reading {
                    nesting = max(0, nesting - 1)
                }
            case 0x7B:                                                              // {
                if reading, nesting == 0 { finishCapture(at: index) }
                if reading, let start = headerStart {
                    output += bytes[start...index]
                    output.append(0x0A)
                    stack.append(.typeBlock)
                } else {
                    stack.append(.otherBlock)
                    dropping += 1
                }
                headerStart = nil
            case 0x7D:                                                              // }
                if reading, nesting == 0 { finishCapture(at: index) }
                guard let frame = stack.popLast() else { return nil }
                switch frame {
                case .otherBlock: dropping -= 1
                case .typeBlock: output += [0x7D, 0x0A]
                case .literal: return nil
                }
            case 0x0A, 0x3B, 0x3D:                                                  // newline ; =
                if reading, nesting == 0 {
                    if case .name(let name, let alias) = capture, alias, current == 0x3D {
                        // The name with its generic parameters, if any (`Handler<Value>`).
                        var end = index
                        while end > name.upperBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                        capture = .type(name: name.lowerBound..<end, start: index + 1, alias: true)
                    } else {
                        finishCapture(at: index)
                    }
                }
            case 0x3A:                                                              // :
                if reading, nesting == 0, case .name(let name, false) = capture {
                    capture = .type(name: name, start: index + 1, alias: false)
                }
            default:
                if current.isIdentifierByte {
                    let start = index
                    while index < count && bytes[index].isIdentifierByte { index += 1 }
                    previousCode = 0x61
                    guard reading else { continue }
                    let word = start..<index
                    if let keyword = typeKeywordStart, !isOne(of: notTypeNames, word) {
                        headerStart = keyword
                    } else if isOne(of: notTypeNames, word) || isOne(of: [importWord], word) {
                        headerStart = nil                                           // `import class X`: no header
                    }
                    typeKeywordStart = isOne(of: typeKeywords, word) ? start : nil
                    if nesting == 0, stack.allSatisfy({ if case .typeBlock = $0 { true } else { false } }) {
                        if case .none = capture {
                            if word.count == 3, isOne(of: [varWord, letWord], word) { capture = .keyword(alias: false) }
                            else if isOne(of: [aliasWord], word) { capture = .keyword(alias: true) }
                            else if isOne(of: [caseWord], word) { capture = .enumCase(start: index) }
                            else if isOne(of: [funcWord], word) { capture = .function(start: start) }
                        } else {
                            advance(&capture, word: word)
                        }
                    }
                    continue
                }
            }
            if current != 0x20 && current != 0x09 && current != 0x0A && current != 0x0D {
                previousCode = current
                typeKeywordStart = nil
            }
            index += 1
        }
        guard stack.isEmpty else { return nil }
        // Only function types (`->`) can be callbacks, unless a typealias may name one; most
        // annotated properties of a screen (`[Item]`, `UILabel!`) are not, and cost a parse.
        if hasAlias || plainProperties.isEmpty { return output }
        var kept: [UInt8] = []
        kept.reserveCapacity(output.count)
        var next = 0
        for range in plainProperties {
            kept += output[next..<range.lowerBound]
            next = range.upperBound
        }
        kept += output[next...]
        return kept
    }

    /// A word read in a declaration: the name after `var`; anything else after the name (a
    /// pattern, a missing annotation) abandons the declaration, but for a typealias's generic
    /// parameters (`typealias Handler<Value> =`).
    private static func advance(_ capture: inout Capture, word: Range<Int>) {
        switch capture {
        case .keyword(let alias): capture = .name(word, alias: alias)
        case .name(_, let alias): if !alias { capture = .none }
        default: break
        }
    }
}
