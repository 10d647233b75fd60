/// Blanks the bodies a reader would not look into, before the file is parsed.
///
/// SwiftSyntax builds a tree of every body it parses, which costs several times the compiler's
/// `-parse` (which skips bodies); a view controller is mostly methods that lay out views, answer
/// table views and never navigate. A reader that decides from a function's signature and the
/// bytes of its body whether to visit it (UIKit's reads only bodies naming its navigation, and
/// factories returning a screen base) loses nothing when the others are blank: each byte of such
/// a body becomes a space, line breaks stay, so every position in the file is unchanged.
///
/// Only the bodies of members (functions, initialisers, accessors, a property's closure) at a
/// type's member level (or at the file's) are blanked, whole: a nested block can bind what a call
/// beside it reads. A small lexer finds them, stepping
/// over comments and literals as ``SwiftLiterals`` reads them. Where it cannot be sure (an
/// unterminated literal, a slash that may open a regex literal, unbalanced braces, a body
/// holding a `#if` directive, which may split braces between branches) it blanks nothing or
/// keeps that body: the file is parsed as written.
enum BodyElision {
    /// A body at a type's member level (or the file's) that may be blanked: a function's, with the
    /// return type as written, or another (an initialiser's, an accessor block, a property's
    /// closure), and its bytes between its braces.
    struct Body {
        /// Whether it is a function's (`func`).
        var isFunction: Bool
        /// A function's text after `->`, without surrounding whitespace or a `where` clause;
        /// `nil` when it returns nothing or the body is no function's.
        var returnType: String?
        /// The bytes between the body's braces.
        var body: UnsafeBufferPointer<UInt8>
        /// A function's name (`start`); `nil` for an operator's, or a body that is no function's.
        var name: String? = nil
    }

    fileprivate enum Frame {
        /// A brace block: a type's member block, a member's body being watched (starting at the
        /// offset after its `{`, with a function's return type), or any other.
        case typeBlock
        case watchedBody(start: Int, isFunction: Bool, returnType: Range<Int>?, name: Range<Int>? = nil)
        case otherBlock
        /// Inside a string literal or an interpolation in one.
        case literal(SwiftLiterals.Frame)

        var literal: SwiftLiterals.Frame? { if case .literal(let frame) = self { frame } else { nil } }
    }

    /// A function's signature being read: where `->` ended, and the depth of `(` and `[`.
    private struct Signature {
        var depth = 0
        var returnStart: Int?
        /// The function's name: the first word after `func`.
        var name: Range<Int>?
    }

    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "extension", "protocol"].map { Array($0.utf8) }
    /// Words that end a signature that had no body (a protocol's requirement) or follow `class`
    /// in a member (`class func`).
    private static let declarationWords: [[UInt8]] = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "static", "class", "struct", "enum",
        "actor", "extension", "protocol", "final", "override", "public", "private", "internal", "fileprivate", "open",
        "nonisolated", "mutating", "required", "convenience", "lazy", "weak", "unowned", "dynamic", "import",
    ].map { Array($0.utf8) }
    private static let funcWord = Array("func".utf8)
    /// The bytes of code the lexer acts on besides those of ``SwiftLiterals/mayMatter(_:)``: `-`
    /// of `->`, `@` of an attribute, and braces.
    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2D, 0x40, 0x7B, 0x7D: true
        default: false
        }
    }
    private static let directive = ByteNeedles(["#if", "#else", "#elseif", "#endif"].map { ByteToken($0) })

    /// `bytes` with the bodies `keep` declines blanked, or `nil` when nothing was blanked or the
    /// lexer is unsure of the file's structure.
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - keep: Whether a body must stay (a reader will look into it).
    static func elided(_ bytes: UnsafeBufferPointer<UInt8>, keeping keep: (Body) -> Bool) -> [UInt8]? {
        guard let bodies = blankableBodies(in: bytes, keeping: keep), !bodies.isEmpty else { return nil }
        var output = Array(bytes)
        for body in bodies {
            for index in body where output[index] != 0x0A && output[index] != 0x0D { output[index] = 0x20 }
        }
        return output
    }

    /// The ranges of the bodies to blank, in order, or `nil` when unsure.
    private static func blankableBodies(in bytes: UnsafeBufferPointer<UInt8>,
                                        keeping keep: (Body) -> Bool) -> [Range<Int>]? {
        var stack: [Frame] = []
        var blanked: [Range<Int>] = []
        var typeHeader = false       // a type keyword was read; its `{` opens a member block
        var signature: Signature?    // a member function's signature is being read
        var previousCode: UInt8 = 0x20   // the last byte of code: a slash after an operand divides
        var index = 0
        let count = bytes.count

        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isOne(of words: [[UInt8]], _ range: Range<Int>) -> Bool {
            words.contains { $0.count == range.count && $0.elementsEqual(bytes[range]) }
        }
        /// Whether a `func` (or a block) here is a member's: every enclosing block is a type's.
        var atMemberLevel: Bool {
            stack.allSatisfy { if case .typeBlock = $0 { true } else { false } }
        }

        while index < count {
            let current = bytes[index]
            if !current.isIdentifierByte, !SwiftLiterals.mayMatter(current), !isStructural(current),
               !stack.isInString {
                // Plain code that opens, closes and names nothing (spaces, `.`, `,`, `=`…): stepped
                // over without the literal reader.
                if !current.isWhitespaceByte { previousCode = current }
                index += 1
                continue
            }
            if let next = SwiftLiterals.skipHidden(in: bytes, at: index, stack: &stack, previousCode: &previousCode,
                                                   literal: \.literal, wrap: Frame.literal) {
                guard let next else { return nil }
                index = next
                continue
            }
            if current != 0x20 && current != 0x09 && current != 0x0A && current != 0x0D { previousCode = current }
            switch current {
            case 0x28, 0x5B:                                                         // `(`, `[`
                if case .literal(.interpolation(let depth))? = stack.last { stack[stack.count - 1] = .literal(.interpolation(depth: depth + 1)) }
                signature?.depth += 1
            case 0x29, 0x5D:                                                         // `)`, `]`
                if case .literal(.interpolation(let depth))? = stack.last {
                    if depth == 0 && current == 0x29 {
                        stack.removeLast()
                        index += 1
                        continue
                    }
                    stack[stack.count - 1] = .literal(.interpolation(depth: depth - 1))
                }
                signature?.depth -= 1
            case 0x2D where byte(index + 1) == 0x3E:                                 // `->`
                if var reading = signature, reading.depth == 0, reading.returnStart == nil {
                    reading.returnStart = index + 2
                    signature = reading
                }
                index += 2
                continue
            case 0x40 where signature?.depth == 0:                                   // `@` of the next member
                signature = nil
            case 0x7B:                                                               // `{`
                if let reading = signature, reading.depth == 0 {
                    stack.append(.watchedBody(start: index + 1, isFunction: true, returnType: reading.returnStart.map { $0..<index },
                                              name: reading.name))
                    signature = nil
                } else if signature == nil {
                    stack.append(typeHeader ? .typeBlock
                                 : atMemberLevel ? .watchedBody(start: index + 1, isFunction: false, returnType: nil) : .otherBlock)
                } else {
                    stack.append(.otherBlock)                                        // a default value's closure
                }
                typeHeader = false
            case 0x7D:                                                               // `}`
                guard let last = stack.popLast() else { return nil }
                switch last {
                case .typeBlock, .otherBlock:
                    if signature?.depth == 0 { signature = nil }
                case .watchedBody(let start, let isFunction, let returnType, let name):
                    let body = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let written = returnType.map { returnTypeText(UnsafeBufferPointer(rebasing: bytes[$0])) }
                    let named = name.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                    if !keep(Body(isFunction: isFunction, returnType: written, body: body, name: named)), !directive.found(in: body) {
                        blanked.append(start..<index)
                    }
                case .literal:
                    return nil
                }
            default:
                guard current.isIdentifierByte, index == 0 || !bytes[index - 1].isIdentifierByte else { break }
                let start = index
                while index < count && bytes[index].isIdentifierByte { index += 1 }
                let word = start..<index
                // Not `.class` nor `` `func` ``, which name no declaration.
                let member = start == 0 || (bytes[start - 1] != 0x2E && bytes[start - 1] != 0x60)
                let declares = member && isOne(of: declarationWords, word)
                if var reading = signature, reading.name == nil, reading.depth == 0, !declares {
                    reading.name = word
                    signature = reading
                }
                if declares, signature?.depth == 0 { signature = nil }
                if declares { typeHeader = false }                                  // `class func`, `class var`
                if member, isOne(of: typeKeywords, word) {
                    typeHeader = true
                } else if member, word.count == 4, bytes[word].elementsEqual(funcWord) {
                    typeHeader = false
                    if atMemberLevel { signature = Signature() }
                }
                continue
            }
            index += 1
        }
        return stack.isEmpty ? blanked : nil
    }

    /// The return type written in `bytes` (what follows `->` up to the body): trimmed, without a
    /// `where` clause.
    private static func returnTypeText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // ASCII, as return types nearly always are, is cut and trimmed by bytes: the same as by
        // characters there, where only CR LF joins into one, and neither is in " where ".
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var end = bytes.count
            let clause = Array(" where ".utf8)
            if let start = (0..<max(0, bytes.count - clause.count + 1)).first(where: { offset in
                clause.indices.allSatisfy { bytes[offset + $0] == clause[$0] }
            }) {
                end = start
            }
            var start = 0
            while start < end && isASCIIWhitespace(bytes[start]) { start += 1 }
            while end > start && isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if let clause = text.firstRange(of: " where ") { text = String(text[..<clause.lowerBound]) }
        return String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// Whether `byte` is an ASCII character `Character.isWhitespace` holds for (tab to carriage
/// return, and space).
private func isASCIIWhitespace(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }

private extension [BodyElision.Frame] {
    /// Whether the innermost frame is a string literal's (not code, nor an interpolation's).
    var isInString: Bool { if case .literal(.string)? = last { true } else { false } }
}
