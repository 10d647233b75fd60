import Foundation

/// P6: the whole `flowgraph` process on the tutorial sample, sources to SVG, warm (the first
/// run is not counted), against `dot -Tsvg` on the same map and an empty process.
enum ProcessBench {
    static func run(flowgraph: String, sample: String, root: String, runs: Int) throws -> Figure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowbench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("map.svg").path
        let dotFile = folder.appendingPathComponent("map.dot").path
        _ = try Measure.run(flowgraph, ["scan", sample, "--root", root, "--output", dotFile], cap: 60)
        let cap = 60.0
        func median(_ executable: String, _ arguments: [String]) throws -> Double {
            _ = try Measure.run(executable, arguments, cap: cap) // warm-up
            guard let time = try Measure.medianRun(executable, arguments, runs: runs, cap: cap) else {
                throw BenchError(message: "\(executable) hit the cap")
            }
            return time
        }
        let whole = try median(flowgraph, ["scan", sample, "--root", root, "--output", svg])
        let dot = try median(try Measure.which("dot"), ["-Tsvg", dotFile, "-o", svg])
        let empty = try median(try Measure.which("true"), [])
        return Figure(name: "P6 flowgraph scan sample → SVG, whole process", median: formatSeconds(whole),
                      floors: ["dot -Tsvg on its DOT \(formatSeconds(dot))", "empty process \(formatSeconds(empty))"],
                      goal: "≤ 0.15 s", holds: whole <= 0.15)
    }
}
