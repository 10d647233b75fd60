/// Cheap byte scans that decide which files, and which bodies within a file, are worth
/// parsing or visiting. Parsing dominates a scan's cost, and most files of an app never
/// mention the DSL.
enum Prefilter {
    /// ``DSL/fileNeedles``: a file that merely names flows (`TutorialFlows()`, `flows.login`)
    /// or holds `lets` outside any flow, and calls no navigator, is read only if it declares a
    /// type the flows use.
    static let fileNeedles = ByteNeedles(DSL.fileNeedles)
    /// ``DSL/bodyNeedles``, for the bodies worth visiting.
    static let bodyNeedles = ByteNeedles(DSL.bodyNeedles)

    /// Whether `text` may declare flows, tabs, outputs or routes: it holds one of
    /// ``fileNeedles`` anywhere (comments included; a false positive only costs a parse).
    static func mayUseDSL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { fileNeedles.found(in: $0) }
    }

    private static let declarationKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "extension", "typealias"]
        .map { Array($0.utf8) }
    /// What declares a builder (a method, or a computed property returning a view).
    private static let memberKeywords: [[UInt8]] = ["func", "var"].map { Array($0.utf8) }
    /// The keywords that declare a type of that name: an `extension Flow` adds to FlowKit's.
    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "protocol", "typealias"]
        .map { Array($0.utf8) }

    /// The names `text` seems to declare or extend as types (`class Name`, `extension Name`…)
    /// and declare as members that may build a view (`func name`, `var name`), read in one pass
    /// over its bytes: what a file that never mentions the DSL can still contribute (the
    /// screens' callback properties), and where a view another file shows, or a builder it
    /// calls, may be declared. Comments and strings count too: a false hit costs one parse.
    static func declaredTypesAndMembers(in text: String) -> Declarations {
        let found = names(after: [declarationKeywords, memberKeywords], in: text)
        return Declarations(types: found[0], members: found[1])
    }

    /// The names a file seems to declare, read from its bytes.
    struct Declarations: Sendable {
        /// Types declared or extended.
        var types: Set<String>
        /// Members that may build a view (`func name`, `var name`).
        var members: Set<String>
    }

    /// Whether `text` seems to declare a type named `Flow` of its own (`struct Flow<Element>`),
    /// which makes `Flow` in its module something other than FlowKit's.
    static func declaresFlowType(_ text: String) -> Bool { names(after: [typeKeywords], in: text)[0].contains(DSL.flow) }

    /// The words following a keyword of each of `keywordSets` after whitespace alone (`case
    /// .background` declares nothing), one set of words per set of keywords. Words are byte
    /// runs; only a word after a keyword becomes a `String`.
    private static func names(after keywordSets: [[[UInt8]]], in text: String) -> [Set<String>] {
        var text = text
        return text.withUTF8 { bytes in
            var names = [Set<String>](repeating: [], count: keywordSets.count)
            var previousKeywordSet: Int?
            var keywordEnd = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index].isIdentifierByte else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count && bytes[index].isIdentifierByte { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if let set = previousKeywordSet, bytes[keywordEnd..<start].allSatisfy(\.isWhitespaceByte) {
                    names[set].insert(String(decoding: word, as: UTF8.self))
                }
                previousKeywordSet = word.count >= 3 && word.count <= 9
                    ? keywordSets.firstIndex { $0.contains { $0.count == word.count && $0.elementsEqual(word) } } : nil
                keywordEnd = index
            }
            return names
        }
    }
}
