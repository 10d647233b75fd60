import Foundation
import Testing

/// The bad-input table: every way a user or a repository can hand `flowgraph` something it
/// cannot use, run end to end through the built executable. Each row states the message and
/// exit status the user gets, and what the output folder holds afterwards: the map when the
/// bad part was skipped and the rest kept, nothing (not even a temporary file) when the run
/// failed. The README's "Bad input" section is this table in prose.
///
/// The tests run as root in CI, where file permissions stop nothing, so unreadable and
/// unwritable places are simulated with things that refuse root too: `/proc/self/mem` (exists,
/// reading it fails), a FIFO named `*.swift` (would block a naive reader forever), and `/proc`
/// (root cannot create files there).
struct BadInputTableTests {
    @Test(arguments: BadInput.table)
    func eachBadInputIsReportedAndLeavesNoStrayFile(_ row: BadInput) throws {
        let workspace = try BadInput.Workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        let arguments = try row.arguments(workspace)
        let result = try CLIRunner.run(arguments, in: workspace.root)
        #expect(result.status == row.status, "\(row.name): \(result.stderr)")
        for fragment in row.messages {
            #expect(result.stderr.contains(fragment), "\(row.name): missing '\(fragment)' in \(result.stderr)")
        }
        // Every line on stderr is a compiler-style diagnostic, except ArgumentParser's usage text.
        if row.status == 2 {
            #expect(result.stderr.split(separator: "\n").allSatisfy { $0.contains(":1:1: error: ") || $0.contains(": warning: ") })
        }
        let written = try CLIRunner.files(in: workspace.output)
        if row.status == 0 {
            #expect(written == ["map.json"], "\(row.name)")
            let map = try String(contentsOf: workspace.output.appendingPathComponent("map.json"), encoding: .utf8)
            #expect(map.contains("\"Flows.a\""), "\(row.name): the readable flows were lost")
        } else {
            #expect(written == row.leftInOutput, "\(row.name): left \(written)")
        }
    }
}

/// One row of the table: how to set the case up, and what the user must see.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// The exit status: 0 (the bad part skipped with a warning), 2 (unusable), 64 (usage).
    let status: Int32
    /// Fragments the diagnostics on stderr must contain.
    let messages: [String]
    /// What the output folder holds after a failed run (only what the test itself put there).
    var leftInOutput: [String] = []
    /// Prepares the workspace and returns the command line.
    let arguments: @Sendable (Workspace) throws -> [String]

    var testDescription: String { name }

    /// A temporary folder with `input/` (one good flow file) and an empty `output/`.
    struct Workspace {
        let root: URL
        var input: URL { root.appendingPathComponent("input") }
        var output: URL { root.appendingPathComponent("output") }
        /// `output/map.json`, the map successful rows write.
        var map: String { output.appendingPathComponent("map.json").path }

        init() throws {
            root = try CLIRunner.temporaryFolder()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("input"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("output"), withIntermediateDirectories: true)
            try write(BadInput.goodFlows, to: "input/Good.swift")
        }

        /// Writes `text` at `relative` under the workspace, creating folders.
        @discardableResult
        func write(_ text: String, to relative: String) throws -> URL {
            try write(Data(text.utf8), to: relative)
        }

        @discardableResult
        func write(_ data: Data, to relative: String) throws -> URL {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return url
        }

        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(relative).path,
                                                       withDestinationPath: destination)
        }
    }

    static let goodFlows = """
    final class Screen { var onNext: (() -> Void)? }
    final class Flows {
        lazy var a = Flow(with: Screen()) { vc, lets in vc.onNext = lets.push(self.b) }
        lazy var b = Flow(with: Screen())
    }
    """

    static let table: [BadInput] = [
        BadInput(name: "missing path", status: 2, messages: ["input/No/Such:1:1: error: no such file or directory"]) { w in
            ["scan", "input/No/Such", "--output", w.map]
        },
        BadInput(name: "empty folder", status: 2, messages: ["empty:1:1: error: no *.swift files in empty"]) { w in
            try FileManager.default.createDirectory(at: w.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
            return ["scan", "empty", "--output", w.map]
        },
        // Root reads any file whatever its mode: /proc/self/mem exists and fails to read for
        // everyone, and a FIFO would block a reader that did not look before reading.
        BadInput(name: "unreadable file", status: 0,
                 messages: ["/proc/self/mem:1:1: warning: cannot read file; skipped",
                            "input/Pipe.swift:1:1: warning: not a regular file; skipped"]) { w in
            guard mkfifo(w.input.appendingPathComponent("Pipe.swift").path, 0o644) == 0 else { throw POSIXError(.EIO) }
            return ["scan", "input", "/proc/self/mem", "--output", w.map]
        },
        BadInput(name: "binary file", status: 0,
                 messages: ["input/Blob.swift:1:1: warning: binary file (contains NUL bytes); skipped"]) { w in
            try w.write(Data("let f = Flow(with: X())".utf8) + Data([0, 0xFF, 0, 7]), to: "input/Blob.swift")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "non-UTF-8 file", status: 0,
                 messages: ["input/Latin1.swift:1:1: warning: file is not valid UTF-8; skipped"]) { w in
            try w.write(Data("// caf".utf8) + Data([0xE9]) + Data("\nlet f = Flow(with: X())".utf8), to: "input/Latin1.swift")
            return ["scan", "input", "--output", w.map]
        },
        // Storyboards and xibs come from the repository too: XML that declares entities (a
        // billion-laughs bomb, an external file) is refused unread, broken XML skipped.
        BadInput(name: "storyboard with entities", status: 0,
                 messages: ["input/Bomb.storyboard:1:1: warning: storyboard declares a DTD or entities"]) { w in
            let entities = (1...9).map { "<!ENTITY e\($0) \"" + String(repeating: "&e\($0 - 1);", count: 10) + "\">" }
            try w.write(Data(("<?xml version=\"1.0\"?><!DOCTYPE document [<!ENTITY e0 \"lol\">" + entities.joined()
                              + "<!ENTITY x SYSTEM \"file:///etc/passwd\">]><document>&e9;&x;</document>").utf8),
                        to: "input/Bomb.storyboard")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "malformed storyboard", status: 0,
                 messages: ["input/Broken.storyboard:", "warning: malformed storyboard XML"]) { w in
            try w.write(Data("<?xml version=\"1.0\"?><document><scenes><scene sceneID=\"a\"><objects>".utf8),
                        to: "input/Broken.storyboard")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "storyboard with a processing instruction", status: 0,
                 messages: ["input/Odd.storyboard:1:1: warning: storyboard holds a processing instruction (<?…?>) past its XML "
                            + "declaration"]) { w in
            // Foundation's XMLParser on Linux stops the process on one without data (the fuzzer's find).
            try w.write(Data("<?xml version=\"1.0\"?>\n<document><scenes><?xml?></scenes></document>\n".utf8),
                        to: "input/Odd.storyboard")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "50 MB file", status: 0,
                 messages: ["input/Generated.swift:1:1: warning: file is larger than 8 MB (50 MB), likely generated; skipped"]) { w in
            let line = Data("let generated = Flow(with: Screen()) // padding padding padding padding\n".utf8)
            var huge = Data(capacity: 50 << 20)
            while huge.count + line.count <= 50 << 20 { huge.append(line) }
            huge.append(Data(repeating: 0x20, count: (50 << 20) - huge.count))
            try w.write(huge, to: "input/Generated.swift")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "deep nesting", status: 0, messages: []) { w in
            // It mentions the DSL, so it is parsed whole rather than skimmed. Parentheses stay
            // under the 100 levels past which the parser's error recovery turns cubic.
            let depth = 5_000
            let parens = String(repeating: "(", count: 90) + "1" + String(repeating: ")", count: 90)
            let closures = String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth)
            let chain = "self" + String(repeating: ".next", count: depth)
            try w.write("""
                final class Deep {
                    lazy var c = Flow(with: Screen()) { vc, lets in vc.onNext = lets.push(\(chain)); _ = \(parens) }
                    let nested = \(closures)
                }
                """, to: "input/Deep.swift")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "brackets nested too deep", status: 0,
                 messages: ["input/Grid.swift:2:24: warning: '[' nested more than 12 deep"]) { w in
            // The warning points at the thirteenth `[`: column 24, after the eleven bytes of `let grid = `.
            try w.write("let f = Flow(with: Screen())\nlet grid = " + String(repeating: "[", count: 24) + "\n",
                        to: "input/Grid.swift")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "attribute string with an open interpolation", status: 0,
                 messages: ["input/Deprecated.swift:2:1: warning: an @available attribute's multi-line string "
                            + "leaves an interpolation open"]) { w in
            try w.write("final class Old {}\n@available(*, deprecated, message: \"\"\"\n  use \\(New instead\n  \"\"\")\n"
                        + "let old = Old()\n", to: "input/Deprecated.swift")
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "symlink loop inside a folder", status: 0,
                 messages: ["input/A.swift:1:1: warning: symbolic link loop; skipped",
                            "input/Gone.swift:1:1: warning: broken symbolic link; skipped"]) { w in
            try w.link("input/A.swift", to: "B.swift")
            try w.link("input/B.swift", to: "A.swift")
            try w.link("input/Gone.swift", to: "Nowhere.swift")
            try FileManager.default.createDirectory(at: w.input.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try w.link("input/sub/up", to: "..")   // a folder loop: searched once, not forever
            return ["scan", "input", "--output", w.map]
        },
        BadInput(name: "symlink loop named", status: 2, messages: ["Loop.swift:1:1: error: symbolic link loop: Loop.swift"]) { w in
            try w.link("Loop.swift", to: "Loop.swift")
            return ["scan", "Loop.swift", "--output", w.map]
        },
        BadInput(name: "output folder missing", status: 2, messages: ["error: the output folder", "does not exist"]) { w in
            ["scan", "input", "--output", w.output.appendingPathComponent("missing/map.json").path]
        },
        // Root may write anywhere permissions guard; /proc refuses new files even to root.
        BadInput(name: "output not writable", status: 2, messages: ["/proc/map.json:1:1: error: cannot write to /proc"]) { _ in
            ["scan", "input", "--output", "/proc/map.json"]
        },
        // The rename fails after the temporary file was written: it must be removed again.
        BadInput(name: "output is a folder", status: 2, messages: ["output/taken.json:1:1: error: cannot write the output"],
                 leftInOutput: ["taken.json"]) { w in
            try FileManager.default.createDirectory(at: w.output.appendingPathComponent("taken.json/inner"),
                                                    withIntermediateDirectories: true)
            return ["scan", "input", "--output", "output/taken.json"]
        },
        BadInput(name: "malformed DOT to render", status: 2, messages: ["bad.dot:1:1: error:", "syntax error"]) { w in
            try w.write("digraph { a -> }", to: "bad.dot")
            return ["render", "bad.dot", "--output", w.output.appendingPathComponent("bad.svg").path]
        },
        BadInput(name: "non-UTF-8 DOT to render", status: 2, messages: ["latin1.dot:1:1: error: latin1.dot is not UTF-8 text"]) { w in
            try w.write(Data("digraph { caf".utf8) + Data([0xE9, 0x7D]), to: "latin1.dot")
            return ["render", "latin1.dot", "--output", w.output.appendingPathComponent("x.svg").path]
        },
        BadInput(name: "unknown format", status: 64, messages: ["gif"]) { w in
            ["scan", "input", "--format", "gif", "--output", w.map]
        },
        BadInput(name: "unknown extension", status: 64, messages: ["--format"]) { w in
            ["scan", "input", "--output", w.output.appendingPathComponent("map.xyz").path]
        },
        BadInput(name: "unknown layout engine", status: 64, messages: ["magic"]) { w in
            ["scan", "input", "--output", w.output.appendingPathComponent("map.svg").path, "--layout", "magic"]
        },
        BadInput(name: "unknown root", status: 2, messages: ["--root Nope.flow names no flow"]) { w in
            ["scan", "input", "--root", "Nope.flow", "--output", w.map]
        },
    ]
}
