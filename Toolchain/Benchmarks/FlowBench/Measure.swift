import Foundation

/// Timing, memory and reporting helpers shared by the figures.
enum Measure {
    /// Seconds since an arbitrary start, from the monotonic clock.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs `body` once and returns the seconds it took.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// The median of `runs` timings of `body`, after one untimed warm-up run.
    static func median(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
        if warmUp { try body() }
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try seconds(body)) }
        return median(times)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The process's peak resident memory so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024 // Linux reports kilobytes
    }

    /// The process's current resident memory, in bytes, from /proc (0 where unavailable).
    static func currentResidentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs a program to completion, or kills it after `cap` seconds; returns the seconds it
    /// took, or `nil` when it hit the cap. Its output is discarded.
    static func run(_ executable: String, _ arguments: [String], cap: Double, in folder: String? = nil) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = now()
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        if finished.wait(timeout: .now() + cap) == .timedOut {
            process.terminate()
            finished.wait()
            return nil
        }
        let elapsed = now() - start
        guard process.terminationStatus == 0 else {
            throw BenchError(message: "\(executable) \(arguments.prefix(3).joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return elapsed
    }

    /// The median of `runs` runs of a program, or `nil` when the first run hits the cap (later
    /// runs are then skipped: the figure is "more than the cap").
    static func medianRun(_ executable: String, _ arguments: [String], runs: Int, cap: Double,
                          in folder: String? = nil) throws -> Double? {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            guard let time = try run(executable, arguments, cap: cap, in: folder) else { return nil }
            times.append(time)
        }
        return median(times)
    }

    /// The full path of a program on PATH.
    static func which(_ name: String) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        throw BenchError(message: "\(name) is not on PATH")
    }
}

/// A benchmark that cannot run, with the reason.
struct BenchError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// One printed figure: what was measured, its median, its floors and its goal.
struct Figure {
    var name: String
    var median: String
    var floors: [String]
    var goal: String
    var holds: Bool?

    /// A Markdown table row, which also reads well in a terminal.
    var row: String {
        let verdict = holds.map { $0 ? "yes" : "no" } ?? "—"
        return "| \(name) | \(median) | \(floors.joined(separator: "; ")) | \(goal) | \(verdict) |"
    }

    static let header = "| figure | median | floor(s), same run | goal | holds |\n|---|---|---|---|---|"

    func print() {
        // Through FileHandle, unbuffered: Scripts/bench shows each row as soon as it is measured.
        FileHandle.standardOutput.write(Data((row + "\n").utf8))
    }
}

/// `1.234 s`, `12.3 ms`, `1.23 µs`: three significant digits in a readable unit.
func formatSeconds(_ seconds: Double) -> String {
    switch seconds {
    case 1...: String(format: "%.2f s", seconds)
    case 0.001...: String(format: "%.1f ms", seconds * 1e3)
    case 0.000_001...: String(format: "%.2f µs", seconds * 1e6)
    default: String(format: "%.1f ns", seconds * 1e9)
    }
}

/// A capped program's time: its median, or "> cap".
func formatCapped(_ seconds: Double?, cap: Double) -> String {
    seconds.map(formatSeconds) ?? "> \(Int(cap)) s (cap)"
}
