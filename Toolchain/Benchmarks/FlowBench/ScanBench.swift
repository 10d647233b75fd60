import Foundation
import FlowGraphScanner
import SwiftParser
import SwiftSyntax

/// P1: scanning an app's sources, against reading them, parsing them with SwiftSyntax alone,
/// and the compiler's own parser (`swiftc -frontend -parse`, one process) on the same files.
enum ScanBench {
    static let goalRatio = 0.8

    static func run(folder: String, label: String, runs: Int) throws -> Figure {
        let files = try swiftFiles(in: folder)
        let swiftc = try Measure.which("swiftc")
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("flowbench-\(getpid())-files.txt")
        try files.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }

        let read = Measure.median(runs: runs) { _ = readAll(files) }
        let parse = Measure.median(runs: runs) { parseAll(files) }
        guard let compiler = try Measure.medianRun(swiftc, ["-frontend", "-parse", "-filelist", list.path],
                                                   runs: runs, cap: 600) else {
            throw BenchError(message: "swiftc -parse hit the cap")
        }
        var nodes = 0
        let scan = try Measure.median(runs: runs) { nodes = try SourceScanner().scan(paths: [folder]).graph.nodes.count }
        return Figure(name: "P1 scan \(label) (\(files.count) files, \(nodes) screens)", median: formatSeconds(scan),
                      floors: ["read \(formatSeconds(read))", "SwiftSyntax parse, 2 threads \(formatSeconds(parse))",
                               "swiftc -frontend -parse \(formatSeconds(compiler))",
                               String(format: "scan/swiftc = %.2f", scan / compiler)],
                      goal: "≤ \(goalRatio) × swiftc = \(formatSeconds(goalRatio * compiler))",
                      holds: scan <= goalRatio * compiler)
    }

    /// Every `*.swift` file under `folder`, sorted.
    static func swiftFiles(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw BenchError(message: "cannot list \(folder)")
        }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append("\(folder)/\(path)") }
        }
        return files.sorted()
    }

    private static func readAll(_ files: [String]) -> Int {
        files.reduce(0) { $0 + (FileManager.default.contents(atPath: $1)?.count ?? 0) }
    }

    /// Parses every file with SwiftSyntax on all cores, as the scanner could at best.
    private static func parseAll(_ files: [String]) {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) {
                guard let data = FileManager.default.contents(atPath: files[index]) else { continue }
                let tree = data.withUnsafeBytes { raw in
                    Parser.parse(source: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: raw.count))
                }
                precondition(tree.statements.count >= 0)
            }
        }
    }
}
