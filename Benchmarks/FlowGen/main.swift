import Foundation

// flowgen: writes a synthetic FlowKit app, deterministically from a seed, for the benchmarks.
//
//   flowgen --output DIR (--screens N | --lines N) [--seed S]
//
// The app looks like a real one: most of its lines are screens' state and methods, models,
// services and view helpers that never mention the DSL; flow groups of 5–30 screens declare
// the navigation. Prints the number of screens, files and lines written.

struct Arguments {
    var output = ""
    var screens: Int?
    var lines: Int?
    var seed: UInt64 = 1

    init(_ words: [String]) throws {
        var words = words[...]
        while let word = words.popFirst() {
            guard let value = words.popFirst() else { throw Usage(message: "\(word) needs a value") }
            switch word {
            case "--output": output = value
            case "--screens": screens = Int(value)
            case "--lines": lines = Int(value)
            case "--seed": seed = UInt64(value) ?? 1
            default: throw Usage(message: "unknown option \(word)")
            }
        }
        if output.isEmpty || (screens == nil) == (lines == nil) {
            throw Usage(message: "usage: flowgen --output DIR (--screens N | --lines N) [--seed S]")
        }
    }
}

struct Usage: Error {
    var message: String
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let limit: AppGenerator.Limit = arguments.screens.map { .screens($0) } ?? .lines(arguments.lines ?? 0)
    var generator = AppGenerator(seed: arguments.seed)
    let summary = try generator.write(to: URL(fileURLWithPath: arguments.output), limit: limit)
    print("flowgen: \(summary.screens) screens, \(summary.groups) flow groups, \(summary.files) files, \(summary.lines) lines")
} catch let usage as Usage {
    FileHandle.standardError.write(Data("flowgen: error: \(usage.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("flowgen: error: \(error)\n".utf8))
    exit(2)
}
