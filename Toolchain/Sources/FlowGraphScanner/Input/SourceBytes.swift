// Byte-level reading shared by the stages that look at text before (or instead of) parsing it.

extension UInt8 {
    /// Whether the byte can be part of a Swift identifier: an ASCII letter, digit, `_` or `$`
    /// (`$0`, `a$b`), or any byte of a multi-byte UTF-8 character, which a byte scan cannot
    /// judge and so counts as a letter.
    var isIdentifierByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F || self == 0x24 || self >= 0x80
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The 1-based line and column of the byte at `offset`, for a warning pointing at it.
    func place(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for index in 0..<offset where self[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// A DSL token to look for in bytes: its text, matched only at identifier boundaries (a token
/// starting or ending with an identifier byte must not continue a longer identifier, so
/// `startEncryptionSettingsFlow(` is no `Flow(`), and, when `followers` is not empty, followed
/// by one of them after optional whitespace (`Flow` then `(`, `<`, `{` or `.init`).
struct ByteToken: Sendable {
    let bytes: [UInt8]
    /// What may come after the token; whitespace may precede each byte of a follower, so the
    /// follower `({` accepts `.route({` and `.route( {`. Empty: anything.
    let followers: [[UInt8]]
    /// The family the token belongs to (0 to 63), when one scan looks for several kinds of text
    /// at once (``ByteNeedles/families(in:until:)``).
    let family: Int

    /// A token `text`, accepted only when one of `followers` comes next.
    init(_ text: String, followedBy followers: [String] = [], family: Int = 0) {
        bytes = Array(text.utf8)
        self.followers = followers.map { Array($0.utf8) }
        self.family = family
    }

    /// The same token in `family`.
    func inFamily(_ family: Int) -> ByteToken {
        ByteToken(String(decoding: bytes, as: UTF8.self), followedBy: followers.map { String(decoding: $0, as: UTF8.self) },
                  family: family)
    }
}

/// A few DSL tokens to look for, with a table of their first two bytes so most positions are
/// rejected by one lookup (a table of first bytes alone passes every `s` and `p` of a file).
struct ByteNeedles: Sendable {
    private let tokens: [ByteToken]
    /// One bit per pair of leading bytes that starts a token.
    private let pairs: [UInt64]
    /// The bytes that are a whole token (a one-letter name), which no pair can announce.
    private let singles: Set<UInt8>
    private let shortest: Int
    /// How far a scan may move on from a window of `shortest` bytes, by the pair of bytes that
    /// ends it: no token's first `shortest` bytes hold that pair nearer their end than this, so
    /// no token starts in between (Wu and Manber's shift), and most windows are passed over
    /// several bytes at a time. Empty when the tokens are too short for a shift to pay.
    private let shifts: [UInt8]

    init(_ tokens: [ByteToken]) {
        self.tokens = tokens.filter { !$0.bytes.isEmpty }
        var pairs = [UInt64](repeating: 0, count: 1024)
        for token in self.tokens where token.bytes.count >= 2 {
            let pair = Int(token.bytes[0]) << 8 | Int(token.bytes[1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        self.pairs = pairs
        singles = Set(self.tokens.filter { $0.bytes.count == 1 }.map { $0.bytes[0] })
        let shortest = self.tokens.map(\.bytes.count).min() ?? 0
        self.shortest = shortest
        guard shortest >= 3 else {
            shifts = []
            return
        }
        // Capped to a byte: a shorter shift than the most allowed only costs a step.
        var shifts = [UInt8](repeating: UInt8(min(shortest - 1, 255)), count: 1 << 16)
        for token in self.tokens {
            for offset in 0...(shortest - 2) {
                let pair = Int(token.bytes[offset]) << 8 | Int(token.bytes[offset + 1])
                shifts[pair] = min(shifts[pair], UInt8(min(shortest - 2 - offset, 255)))
            }
        }
        self.shifts = shifts
    }

    /// Whether `bytes` contain any of the tokens, at identifier boundaries and with a follower.
    func found(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        families(in: bytes) { $0 != 0 } != 0
    }

    /// The families of the tokens `bytes` contain (bit `n` for family `n`), read in one pass that
    /// ends as soon as `enough` holds for the families found so far; a family found is not
    /// looked for again.
    /// - Parameters:
    ///   - bytes: The text.
    ///   - enough: Whether the families found answer the question already.
    func families(in bytes: UnsafeBufferPointer<UInt8>, until enough: (UInt64) -> Bool = { _ in false }) -> UInt64 {
        guard shortest > 0, bytes.count >= shortest else { return 0 }
        var found: UInt64 = 0
        return pairs.withUnsafeBufferPointer { pairs in shifts.withUnsafeBufferPointer { shifts in
            var start = 0
            while start <= bytes.count - shortest {
                if !shifts.isEmpty {
                    let end = start + shortest - 2
                    let shift = Int(shifts[Int(bytes[end]) << 8 | Int(bytes[end + 1])])
                    if shift > 0 {
                        start += shift
                        continue
                    }
                }
                defer { start += 1 }
                let announced: Bool
                if start + 1 < bytes.count {
                    let pair = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                    announced = pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0
                } else {
                    announced = false
                }
                guard announced || (!singles.isEmpty && singles.contains(bytes[start])) else { continue }
                for token in tokens where found & (1 << UInt64(token.family)) == 0 && token.bytes[0] == bytes[start]
                    && matches(token, at: start, in: bytes) {
                    found |= 1 << UInt64(token.family)
                    if enough(found) { return found }
                }
            }
            return found
        } }
    }

    private func matches(_ token: ByteToken, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = token.bytes
        let end = start + needle.count
        guard end <= bytes.count else { return false }
        var index = 1
        while index < needle.count && bytes[start + index] == needle[index] { index += 1 }
        guard index == needle.count else { return false }
        if needle[0].isIdentifierByte, start > 0, bytes[start - 1].isIdentifierByte { return false }
        if needle[needle.count - 1].isIdentifierByte, end < bytes.count, bytes[end].isIdentifierByte { return false }
        return token.followers.isEmpty || token.followers.contains { follows($0, from: end, in: bytes) }
    }

    /// Whether `follower` comes at `position`, whitespace allowed before each of its bytes.
    private func follows(_ follower: [UInt8], from position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = position
        for expected in follower {
            while position < bytes.count && bytes[position].isWhitespaceByte { position += 1 }
            guard position < bytes.count, bytes[position] == expected else { return false }
            position += 1
        }
        return true
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes hold `needle`'s UTF-8 bytes anywhere, with no boundary rule: a plain
    /// substring search, where ``ByteNeedles`` matches tokens.
    func containsBytes(of needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first, count >= pattern.count else { return false }
        var start = 0
        while start <= count - pattern.count {
            if self[start] == first {
                var offset = 1
                while offset < pattern.count && self[start + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return true }
            }
            start += 1
        }
        return false
    }
}

extension UInt8 {
    /// A space, tab, line feed or carriage return: what may stand between a token and what follows.
    var isWhitespaceByte: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
