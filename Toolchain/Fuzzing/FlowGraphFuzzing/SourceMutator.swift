@_spi(FlowKitTools) import FlowKit

/// Turns real Swift sources into hostile variants, replayably: input `n` of seed `s` is always
/// the same text, so a crash or hang is reproduced from two numbers.
///
/// Each input starts from a window of whole lines of one corpus file (small windows keep each
/// parse short, so a million inputs fit in half an hour) and applies one to eight edits: byte
/// flips, deletions, duplications, splices from another file, and insertions of tokens that
/// matter to the scanner (the DSL's names, brackets, quotes, `#if`, hostile text).
public struct SourceMutator: Sendable {
    /// The texts inputs are made from.
    public let corpus: [String]
    /// The seed all inputs derive from.
    public let seed: UInt64
    /// The most lines an input starts from.
    public let windowLines: Int

    /// A mutator over `corpus` (at least one text), starting inputs from up to `windowLines`
    /// lines: fewer make faster inputs (debug builds parse slowly), more reach more of the
    /// grammar at once.
    public init(corpus: [String], seed: UInt64, windowLines: Int = 120) {
        precondition(!corpus.isEmpty, "the corpus needs at least one text")
        self.corpus = corpus.map { $0.utf8.isEmpty ? "\n" : $0 }
        self.seed = seed
        self.windowLines = max(1, windowLines)
    }

    /// Tokens that steer the scanner into its interesting paths, and text that breaks writers.
    static let dictionary: [String] = [
        "Flow(with: ", "Flow<", "Flow { lets in ", "lazy var ", "static let ", "let ", "var ", "self.", "lets.",
    ] + verbCalls + [
        ".route { lets in ", "Tabs([Tab(", "Tab(",
        "FlowOutput<", "FlowGroup", "embedding: .navigation", "animated: false", "{ $0.show }", "{ vc, lets in ",
        "[unowned self] ", "vc.onNext = ", "var onNext: ((Int) -> Void)?", "final class ", "struct ", "enum ",
        "extension ", "protocol ", ": ", "->", "(", ")", "{", "}", "[", "]", "<", ">", ",", ".", ";", "\n",
        "\"", "\"\"\"", "#\"", "\\(", "\\", "/*", "*/", "//", "#if DEBUG\n", "#else\n", "#endif\n", "@MainActor ",
        "`", "$0", "_", "😀", "e\u{301}", "שלום", "\u{202E}", "<>&\"'", "\u{0}", "\r\n", "\t",
        // Objective-C and storyboards, read by their own readers.
        "@implementation ", "@interface ", "@end\n", "@property (nonatomic) ", "[[", " alloc] init]", " pushViewController:",
        " presentViewController:", " animated:YES", "@\"", "<!DOCTYPE x [<!ENTITY a \"aaaa\">]>", "&a;", "<segue ",
        "<viewController ", " customClass=\"", " destination=\"", "/>", "<![CDATA[", "<?xml version=\"1.0\"?>",
    ]

    /// Every verb as a flow opens its call (`.push(`, `.pop()`, `.dismiss(to: `), from the verbs'
    /// own spelling, so a new verb is fuzzed too.
    static let verbCalls = NavigationVerb.allCases.map { verb in
        let opening = verb.spelling.targetLabel.map { "(\($0): " } ?? (verb.hasTarget ? "(" : "()")
        return "." + verb.spelling.name + opening
    }

    /// Input number `index`: the same text every time for this seed and corpus.
    public func input(_ index: Int) -> String {
        var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        var bytes = window(of: corpus[Int.random(in: 0..<corpus.count, using: &random)], using: &random)
        for _ in 0..<Int.random(in: 1...8, using: &random) { mutate(&bytes, using: &random) }
        // Invalid UTF-8 cannot reach the scanner as a String; the file reader's own check
        // rejects it, and the CLI tests cover that path.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Up to ``windowLines`` whole lines from a random line of `text`.
    private func window(of text: String, using random: inout SplitMix64) -> [UInt8] {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let start = Int.random(in: 0..<lines.count, using: &random)
        let end = min(lines.count, start + Int.random(in: 1...windowLines, using: &random))
        return Array(lines[start..<end].joined(separator: [UInt8(ascii: "\n")]))
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where position < bytes.count:
            bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1 where position < bytes.count:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...64, using: &random)))
        case 2 where position < bytes.count:
            let slice = bytes[position..<min(bytes.count, position + Int.random(in: 1...256, using: &random))]
            bytes.insert(contentsOf: Array(slice), at: Int.random(in: 0...bytes.count, using: &random))
        case 3:
            let donor = window(of: corpus[Int.random(in: 0..<corpus.count, using: &random)], using: &random)
            bytes.insert(contentsOf: donor.prefix(2_048), at: position)
        default:
            let token = Self.dictionary[Int.random(in: 0..<Self.dictionary.count, using: &random)]
            let copies = Int.random(in: 0..<16, using: &random) == 0 ? Int.random(in: 2...400, using: &random) : 1
            bytes.insert(contentsOf: Array(String(repeating: token, count: copies).utf8), at: position)
        }
    }
}
