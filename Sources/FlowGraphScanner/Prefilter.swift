/// Cheap byte scans that decide which files, and which bodies within a file, are worth
/// parsing or visiting. Parsing dominates a scan's cost, and most files of an app never
/// mention the DSL.
enum Prefilter {
    /// What a file must mention to declare anything the scanner reads with positions: a flow
    /// (`Flow(`, `Flow<X>`, `Flow {`, `Flow.init`), tabs, a group, an output, or a route. A
    /// file that merely names flows (`TutorialFlows()`, `flows.login`) or holds `lets` outside
    /// any flow is read only if it declares a type the flows use.
    static let fileNeedles = ByteNeedles([
        "Flow(", "Flow (", "Flow<", "Flow {", "Flow{", "Flow.init", "Tabs(", "Tabs.init", "FlowGroup", "FlowTarget",
        "FlowOutput", "FlowSignal", ".route",
    ])
    /// What a function or closure body must mention to hold anything the scanner reads there:
    /// an output route, or a local type declaring flows or tabs.
    static let bodyNeedles = ByteNeedles([".route", "Flow", "Tabs"])

    /// Whether `text` may declare flows, tabs, outputs or routes: it holds one of
    /// ``fileNeedles`` anywhere (comments included; a false positive only costs a parse).
    static func mayUseDSL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { fileNeedles.found(in: $0) }
    }

    private static let declarationKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "extension", "typealias"]
        .map { Array($0.utf8) }

    private static func isDeclarationKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 4, word.count <= 9 else { return false }
        return declarationKeywords.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

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
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if previousWasKeyword { names.insert(String(decoding: word, as: UTF8.self)) }
                previousWasKeyword = isDeclarationKeyword(word)
            }
            return names
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
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
