/// Cheap byte scans that decide which files are worth parsing. Parsing dominates a scan's
/// cost, and most files of an app never mention the DSL.
enum Prefilter {
    private static let needles: [[UInt8]] = ["Flow", "Tabs", ".route", "lets"].map { Array($0.utf8) }

    /// Whether `text` may declare flows, tabs, outputs or routes: it mentions `Flow`, `Tabs`,
    /// `.route` or `lets` anywhere (comments included; a false positive only costs a parse).
    static func mayUseDSL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            for start in 0...(bytes.count - 4) {
                let byte = bytes[start]
                guard byte == 0x46 || byte == 0x54 || byte == 0x2E || byte == 0x6C else { continue } // F T . l
                for needle in needles where needle[0] == byte && start + needle.count <= bytes.count {
                    var index = 1
                    while index < needle.count && bytes[start + index] == needle[index] { index += 1 }
                    if index == needle.count { return true }
                }
            }
            return false
        }
    }

    private static let declarationKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "typealias"]

    /// The names `text` seems to declare or extend (`class Name`, `extension Name`…), read in
    /// one pass over its bytes: what a file that never mentions the DSL can still contribute,
    /// the screens' callback properties. Words are byte runs; only the word after a declaration
    /// keyword becomes a `String`. Comments and strings count too: a false hit costs one parse.
    static func declaredNames(in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            var names = Set<String>()
            var previousWasKeyword = false
            var index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
                let length = index - start
                guard previousWasKeyword || (length >= 4 && length <= 9) else {
                    previousWasKeyword = false
                    continue
                }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                if previousWasKeyword { names.insert(word) }
                previousWasKeyword = declarationKeywords.contains(word)
            }
            return names
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }
}
