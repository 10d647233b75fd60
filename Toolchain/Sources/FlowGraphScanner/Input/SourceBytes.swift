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

/// A DSL token to look for in bytes: its text, matched only at identifier boundaries (a token
/// starting or ending with an identifier byte must not continue a longer identifier, so
/// `startEncryptionSettingsFlow(` is no `Flow(`), and, when `followers` is not empty, followed
/// by one of them after optional whitespace (`Flow` then `(`, `<`, `{` or `.init`).
struct ByteToken: Sendable {
    let bytes: [UInt8]
    /// What may come after the token; whitespace may precede each byte of a follower, so the
    /// follower `({` accepts `.route({` and `.route( {`. Empty: anything.
    let followers: [[UInt8]]

    /// A token `text`, accepted only when one of `followers` comes next.
    init(_ text: String, followedBy followers: [String] = []) {
        bytes = Array(text.utf8)
        self.followers = followers.map { Array($0.utf8) }
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

    init(_ tokens: [ByteToken]) {
        self.tokens = tokens.filter { !$0.bytes.isEmpty }
        var pairs = [UInt64](repeating: 0, count: 1024)
        for token in self.tokens where token.bytes.count >= 2 {
            let pair = Int(token.bytes[0]) << 8 | Int(token.bytes[1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        self.pairs = pairs
        singles = Set(self.tokens.filter { $0.bytes.count == 1 }.map { $0.bytes[0] })
        shortest = self.tokens.map(\.bytes.count).min() ?? 0
    }

    /// Whether `bytes` contain any of the tokens, at identifier boundaries and with a follower.
    func found(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard shortest > 0, bytes.count >= shortest else { return false }
        return pairs.withUnsafeBufferPointer { pairs in
            for start in 0...(bytes.count - shortest) {
                let announced: Bool
                if start + 1 < bytes.count {
                    let pair = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                    announced = pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0
                } else {
                    announced = false
                }
                guard announced || (!singles.isEmpty && singles.contains(bytes[start])) else { continue }
                for token in tokens where token.bytes[0] == bytes[start] && matches(token, at: start, in: bytes) {
                    return true
                }
            }
            return false
        }
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

extension UInt8 {
    /// A space, tab, line feed or carriage return: what may stand between a token and what follows.
    var isWhitespaceByte: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
