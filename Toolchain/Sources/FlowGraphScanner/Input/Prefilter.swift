/// Cheap byte scans that decide which files, and which bodies within a file, are worth
/// parsing or visiting. Parsing dominates a scan's cost, and most files of an app never
/// mention the DSL.
enum Prefilter {
    /// ``DSL/fileNeedles`` (family 5): a file that merely names flows (`TutorialFlows()`,
    /// `flows.login`) or holds `lets` outside any flow, and calls no navigator, is read only if it
    /// declares a type the flows use. With them, UIKit's needles (families 0 to 3) and SwiftUI's
    /// (family 4): whether a file uses the DSL and what plain code it holds are told by one scan
    /// of its bytes, not two.
    static let fileNeedles = ByteNeedles(DSL.fileNeedles.map { $0.inFamily(5) } + UIKit.needleTokens
                                         + SwiftUI.fileTokens.map { $0.inFamily(4) })
    /// The family of the DSL's needles in ``fileNeedles``.
    static let dslFamily: UInt64 = 1 << 5

    /// The families of ``fileNeedles`` that `text` holds.
    static func families(in text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { fileNeedles.families(in: $0) }
    }

    /// Whether `text` declares a subclass of XCTest's or Quick's test case.
    private static func declaresTestCase(_ text: String) -> Bool {
        text.contains(": XCTestCase") || text.contains(": QuickSpec")
    }

    /// Modules only tests import.
    private static let testModules: Set<Substring> = [
        "XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "FBSnapshotTestCase", "iOSSnapshotTestCase", "ViewInspector",
    ]

    /// Whether `text` imports a test framework among the imports at its head (read up to its
    /// first line that is no import, comment or compiler directive). A test file's plain UIKit
    /// and SwiftUI code is no navigation of the app's: its window roots and presentations set up
    /// the screens under test (a test folder named otherwise than
    /// ``FileCollector/isTestFolder(_:siblings:)`` knows, `Test/`, `Specs/`, is read).
    /// `@testable import` alone is no sign: apps write it in their previews; beside a test case
    /// declared (`class AppCoordinatorTests: XCTestCase`, XCTest re-exported by a framework of
    /// the app's) it is.
    static func isTestFile(_ text: String) -> Bool {
        var inBlockComment = false
        var testable = false
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            var line = rest[..<end].drop { $0 == " " || $0 == "\t" }
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if inBlockComment {
                guard let end = line.firstRange(of: "*/") else { continue }
                inBlockComment = false
                line = line[end.upperBound...].drop { $0 == " " || $0 == "\t" }
            }
            if line.hasPrefix("/*") {
                inBlockComment = line.firstRange(of: "*/") == nil
                continue
            }
            if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("#") || line.hasPrefix("\r") { continue }
            // `@testable import App`, `@preconcurrency import Foo`, `import struct Foo.Bar`.
            if line.hasPrefix("@testable ") { testable = true }
            if line.hasPrefix("@") { line = line.drop { $0 != " " }.drop { $0 == " " } }
            guard line.hasPrefix("import ") else { return testable && declaresTestCase(text) }
            let path = line.dropFirst("import ".count).prefix { $0 != "\r" && $0 != ";" && $0 != "/" }
            if let module = path.split(separator: " ").last?.split(separator: ".").first, testModules.contains(module) { return true }
        }
        return testable && declaresTestCase(text)
    }

    /// ``DSL/bodyNeedles``, for the bodies worth visiting.
    static let bodyNeedles = ByteNeedles(DSL.bodyNeedles)

    /// Whether `text` may declare flows, tabs, outputs or routes: it holds one of the DSL's
    /// ``fileNeedles`` anywhere (comments included; a false positive only costs a parse).
    static func mayUseDSL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { fileNeedles.families(in: $0) { $0 & dslFamily != 0 } } & dslFamily != 0
    }

    /// The keywords that declare a type with a body (where its node is placed)…
    private static let definingKeywords: [[UInt8]] = ["class", "struct", "enum", "actor"].map { Array($0.utf8) }
    /// …and those that name one without defining it.
    private static let namingKeywords: [[UInt8]] = ["extension", "typealias"].map { Array($0.utf8) }
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
        let (found, inherits, aliases) = names(after: [definingKeywords, namingKeywords, memberKeywords], in: text,
                                               readingInheritance: true)
        return Declarations(types: Set(found[0].keys).union(found[1].keys), members: Set(found[2].keys), defined: found[0],
                            inherits: inherits, aliases: aliases)
    }

    /// The names a file seems to declare, read from its bytes.
    struct Declarations: Sendable {
        /// Types declared or extended.
        var types: Set<String>
        /// Members that may build a view (`func name`, `var name`).
        var members: Set<String>
        /// Where each type defined here (`class Name`, not an extension) is first named.
        var defined: [String: Place] = [:]
        /// The first type each type defined here inherits (`class HabitTableViewController:
        /// TaskTableViewController` → `TaskTableViewController`): a class's superclass.
        var inherits: [String: String] = [:]
        /// The types each type alias here names (`typealias TabItem = BaseCoordinator &
        /// Linkable` → `BaseCoordinator`, `Linkable`): a class inheriting the alias inherits them.
        var aliases: [String: [String]] = [:]
    }

    /// A line and a column (1-based, in UTF-8 bytes) in a file.
    struct Place: Sendable, Hashable {
        var line: Int
        var column: Int
    }

    /// The first word after the `:` that follows a declared name ending at `index` (past spaces
    /// and a generic clause on the same line), if one does.
    private static func firstInherited(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var at = index
        func skipSpaces() { while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 } }
        skipSpaces()
        if at < bytes.count, bytes[at] == UInt8(ascii: "<") {
            var depth = 0
            while at < bytes.count, bytes[at] != 0x0A {
                if bytes[at] == UInt8(ascii: "<") { depth += 1 } else if bytes[at] == UInt8(ascii: ">") { depth -= 1 }
                at += 1
                if depth == 0 { break }
            }
            skipSpaces()
        }
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
        at += 1
        skipSpaces()
        let start = at
        while at < bytes.count, bytes[at].isIdentifierByte { at += 1 }
        return at > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self) : nil
    }

    /// The types composed after the `=` that follows an alias's name ending at `index`
    /// (`= BaseCoordinator\n    & Linkable`), if one does.
    private static func aliased(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var at = index
        func skipWhitespace() { while at < bytes.count, bytes[at].isWhitespaceByte { at += 1 } }
        skipWhitespace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { return nil }
        var names: [String] = []
        repeat {
            at += 1
            skipWhitespace()
            let start = at
            while at < bytes.count, bytes[at].isIdentifierByte { at += 1 }
            guard at > start else { break }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
            skipWhitespace()
        } while at < bytes.count && bytes[at] == UInt8(ascii: "&") && names.count < 8
        return names.isEmpty ? nil : names
    }

    /// Whether `text` seems to declare a type named `Flow` of its own (`struct Flow<Element>`),
    /// which makes `Flow` in its module something other than FlowKit's.
    static func declaresFlowType(_ text: String) -> Bool { names(after: [typeKeywords], in: text).names[0][DSL.flow] != nil }

    /// The words following a keyword of each of `keywordSets` after whitespace alone (`case
    /// .background` declares nothing), one table of words per set of keywords, each with where
    /// it is first. Words are byte runs; only a word after a keyword becomes a `String`.
    /// With `readingInheritance`, a name after the first set's keywords followed by `:` (past a
    /// generic clause) also gives the first word after the colon, in `inherits`, and one after
    /// the second set's followed by `=` (a type alias) the types it names, in `aliases`.
    private static func names(after keywordSets: [[[UInt8]]], in text: String, readingInheritance: Bool = false)
    -> (names: [[String: Place]], inherits: [String: String], aliases: [String: [String]]) {
        var text = text
        var inherits: [String: String] = [:]
        var aliases: [String: [String]] = [:]
        let names = text.withUTF8 { bytes in
            var names = [[String: Place]](repeating: [:], count: keywordSets.count)
            // The keywords' first letters, one bit each: most words start with none of them.
            let initials = keywordSets.joined().reduce(into: UInt32(0)) { bits, keyword in
                if let first = keyword.first, first >= 0x61, first <= 0x7A { bits |= 1 << UInt32(first - 0x61) }
            }
            var previousKeywordSet: Int?
            var keywordEnd = 0
            var line = 1, lineStart = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index].isIdentifierByte else {
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count && bytes[index].isIdentifierByte { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if let set = previousKeywordSet, bytes[keywordEnd..<start].allSatisfy(\.isWhitespaceByte) {
                    let name = String(decoding: word, as: UTF8.self)
                    if names[set][name] == nil { names[set][name] = Place(line: line, column: start - lineStart + 1) }
                    if readingInheritance, set == 0, inherits[name] == nil, let inherited = firstInherited(after: index, in: bytes) {
                        inherits[name] = inherited
                    }
                    if readingInheritance, set == 1, aliases[name] == nil, let named = aliased(after: index, in: bytes) {
                        aliases[name] = named
                    }
                }
                let initial = word[0]
                previousKeywordSet = word.count >= 3 && word.count <= 9 && initial >= 0x61 && initial <= 0x7A
                    && initials & (1 << UInt32(initial - 0x61)) != 0
                    ? keywordSets.firstIndex { $0.contains { $0.count == word.count && $0.elementsEqual(word) } } : nil
                keywordEnd = index
            }
            return names
        }
        return (names, inherits, aliases)
    }
}
