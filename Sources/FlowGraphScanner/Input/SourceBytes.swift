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

/// A few short byte strings to look for, with a table of their first bytes so most positions
/// are rejected by one lookup.
struct ByteNeedles: Sendable {
    private let needles: [[UInt8]]
    private let firsts: [Bool]
    private let shortest: Int

    init(_ words: [String]) {
        needles = words.map { Array($0.utf8) }
        var firsts = [Bool](repeating: false, count: 256)
        for needle in needles { firsts[Int(needle[0])] = true }
        self.firsts = firsts
        shortest = needles.map(\.count).min() ?? 0
    }

    /// Whether `bytes` contain any of the needles.
    func found(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard shortest > 0, bytes.count >= shortest else { return false }
        for start in 0...(bytes.count - shortest) where firsts[Int(bytes[start])] {
            for needle in needles where needle[0] == bytes[start] && start + needle.count <= bytes.count {
                var index = 1
                while index < needle.count && bytes[start + index] == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
        }
        return false
    }
}
