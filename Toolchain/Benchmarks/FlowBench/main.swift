import Foundation

// flowbench: measures one group of figures and prints them as Markdown table rows, each with
// its floors measured in the same run. Scripts/bench generates the inputs and calls it; see
// BENCHMARKS.md. Build it in release mode: debug figures mean nothing.
//
//   flowbench header
//   flowbench scan DIR LABEL [--runs N]
//   flowbench hierarchical FILE.dot LABEL [--runs N] [--cap SECONDS]
//   flowbench largest FILE.dot LABEL [--runs N] [--cap SECONDS]
//   flowbench walk SIZE... [--runs N]
//   flowbench lets [--runs N] [--pairs N]
//   flowbench process FLOWGRAPH SAMPLE_DIR ROOT [--runs N]

struct Options {
    var positional: [String] = []
    var runs = 5
    var cap = 60.0
    var pairs = 100_000

    init(_ words: [String]) throws {
        var words = words[...]
        while let word = words.popFirst() {
            guard word.hasPrefix("--") else {
                positional.append(word)
                continue
            }
            guard let value = words.popFirst(), let number = Double(value) else {
                throw BenchError(message: "\(word) needs a number")
            }
            switch word {
            case "--runs": runs = Int(number)
            case "--cap": cap = number
            case "--pairs": pairs = Int(number)
            default: throw BenchError(message: "unknown option \(word)")
            }
        }
    }

    func argument(_ index: Int) throws -> String {
        guard index < positional.count else { throw BenchError(message: "missing argument \(index + 1); see main.swift") }
        return positional[index]
    }
}

@MainActor func main() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    switch try options.argument(0) {
    case "header":
        print(Figure.header)
    case "scan":
        try ScanBench.run(folder: try options.argument(1), label: try options.argument(2), runs: options.runs).print()
    case "hierarchical":
        try RenderBench.hierarchical(dotFile: try options.argument(1), label: try options.argument(2),
                                     runs: options.runs, cap: options.cap).print()
    case "largest":
        try RenderBench.largest(dotFile: try options.argument(1), label: try options.argument(2),
                                runs: options.runs, cap: options.cap).print()
    case "walk":
        let sizes = options.positional.dropFirst().compactMap { Int($0) }
        for figure in WalkBench.run(sizes: sizes.isEmpty ? [10_000, 100_000] : sizes, runs: options.runs) { figure.print() }
    case "lets":
        LetsBench.run(pairs: options.pairs, runs: options.runs).print()
    case "process":
        try ProcessBench.run(flowgraph: try options.argument(1), sample: try options.argument(2),
                             root: try options.argument(3), runs: options.runs).print()
    case let other:
        throw BenchError(message: "unknown figure \(other)")
    }
}

do {
    try MainActor.assumeIsolated { try main() }
} catch {
    FileHandle.standardError.write(Data("flowbench: error: \(error)\n".utf8))
    exit(2)
}
