/// What hides braces and quotes from a byte-level reader of Swift: comments (nested), string
/// literals (multi-line, raw, with interpolations that are code again) and regex literals. The
/// readers that find a file's structure without parsing it (``DeclarationSkimmer``,
/// ``BodyElision``) step over them alike, each with its own stack of blocks.
enum SwiftLiterals {
    /// A literal a reader is inside: a string, or an interpolation in one (code again, with the
    /// depth of its own parentheses, the last of which closes it).
    enum Frame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Steps over what hides code at `index`: inside a string literal (the innermost frame of
    /// `stack`, read through `literal`) one step of it; at plain code a comment, or the opening
    /// of a string literal (pushed, through `wrap`). `nil`: plain code here, for the reader;
    /// `.some(nil)`: the reader cannot be sure (an unterminated literal, a possible regex).
    /// - Parameters:
    ///   - bytes: The file.
    ///   - index: Where the reader is.
    ///   - stack: The reader's frames, of its blocks and literals.
    ///   - previousCode: The last byte of code read, which tells division from a regex; set to
    ///     the quote when a string closes.
    ///   - literal: The literal a frame of the reader's is, if any.
    ///   - wrap: The reader's frame for a literal.
    static func skipHidden<ReaderFrame>(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, stack: inout [ReaderFrame],
                                        previousCode: inout UInt8, literal: (ReaderFrame) -> Frame?,
                                        wrap: (Frame) -> ReaderFrame) -> Int?? {
        if let top = stack.last, case .string(let hashCount, let multiline)? = literal(top) {
            switch step(in: bytes, at: index, hashes: hashCount, multiline: multiline) {
            case .inside(let next): return .some(next)
            case .interpolation(let next):
                stack.append(wrap(.interpolation(depth: 0)))
                return .some(next)
            case .closed(let next):
                stack.removeLast()
                previousCode = 0x22
                return .some(next)
            case .unterminated: return .some(nil)
            }
        }
        if let end = commentEnd(in: bytes, at: index) { return .some(end) }
        if mayOpenRegex(in: bytes, at: index, previousCode: previousCode) { return .some(nil) }
        if let opening = stringOpening(in: bytes, at: index) {
            stack.append(wrap(.string(hashes: opening.hashes, multiline: opening.multiline)))
            return .some(opening.contents)
        }
        return nil
    }

    /// Where reading a string literal goes from one byte.
    enum StringStep {
        /// Still inside the literal, at this offset.
        case inside(Int)
        /// `\(` opened an interpolation; code resumes at this offset.
        case interpolation(Int)
        /// The literal closed; code resumes at this offset.
        case closed(Int)
        /// A one-line literal met a line break: the lexer cannot be sure of what follows.
        case unterminated
    }

    /// The step from `index` inside a string literal opened with `hashes` `#`s, on one line or many.
    static func step(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, hashes: Int, multiline: Bool) -> StringStep {
        let current = bytes[index]
        if current == 0x5C, self.hashes(in: bytes, from: index + 1) >= hashes {        // backslash
            let afterEscape = index + 1 + hashes
            return byte(bytes, afterEscape) == 0x28 ? .interpolation(afterEscape + 1) : .inside(afterEscape + 1)
        }
        let quotes = multiline ? 3 : 1
        if current == 0x22, (0..<quotes).allSatisfy({ byte(bytes, index + $0) == 0x22 }),
           self.hashes(in: bytes, from: index + quotes) >= hashes {
            return .closed(index + quotes + hashes)
        }
        if !multiline && (current == 0x0A || current == 0x0D) { return .unterminated }
        return .inside(index + 1)
    }

    /// The string literal opening at `index` (`"`, `"""`, `#"`…): its `#`s, whether it spans
    /// lines, and where its contents start; `nil` when none opens there.
    static func stringOpening(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (hashes: Int, multiline: Bool, contents: Int)? {
        let hashCount = hashes(in: bytes, from: index)
        let quote = index + hashCount
        guard byte(bytes, quote) == 0x22 else { return nil }
        let multiline = byte(bytes, quote + 1) == 0x22 && byte(bytes, quote + 2) == 0x22
        return (hashCount, multiline, quote + (multiline ? 3 : 1))
    }

    /// Where a comment opening at `index` ends: `nil` when none opens there, `.some(nil)` for a
    /// block comment left open.
    static func commentEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int?? {
        guard bytes[index] == 0x2F else { return nil }
        var index = index
        switch byte(bytes, index + 1) {
        case 0x2F:
            while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            return .some(index)
        case 0x2A:
            var depth = 0
            repeat {
                if byte(bytes, index) == 0x2F && byte(bytes, index + 1) == 0x2A {
                    depth += 1
                    index += 2
                } else if byte(bytes, index) == 0x2A && byte(bytes, index + 1) == 0x2F {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while depth > 0 && index < bytes.count
            return .some(depth > 0 ? nil : index)
        default:
            return nil
        }
    }

    /// Whether a slash at `index` (no comment) may open a regex literal, which could hide braces
    /// or quotes: it is division after an operand (`previousCode`, the last byte of code before
    /// it), or before a space or `=`; `#/` always opens one.
    static func mayOpenRegex(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, previousCode: UInt8) -> Bool {
        if bytes[index] == 0x23 { return byte(bytes, index + hashes(in: bytes, from: index)) == 0x2F }
        guard bytes[index] == 0x2F else { return false }
        let next = byte(bytes, index + 1)
        return !(previousCode.isIdentifierByte || previousCode == 0x29 || previousCode == 0x5D
                 || next == 0x20 || next == 0x0A || next == 0x3D)
    }

    /// Whether `byte`, met in plain code, may open a comment or literal (`/`, `#`, `"`) or nest
    /// (`(`, `)`, `[`, `]`): a byte-level reader steps over any other byte of code at once.
    static func mayMatter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x22, 0x23, 0x28, 0x29, 0x2F, 0x5B, 0x5D: true
        default: false
        }
    }

    /// How many `#`s run from `start`.
    static func hashes(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while byte(bytes, end) == 0x23 { end += 1 }
        return end - start
    }

    private static func byte(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }
}
