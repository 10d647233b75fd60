import Foundation

/// Tools outside the package that some tests drive: Chromium for the interactive map, DocC for
/// the generated catalog. Scripts/setup installs Chromium; DocC ships with the Swift toolchain.
enum ExternalTools {
    /// The first executable called `name` on the PATH.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let chromium = find("chromium") ?? find("chromium-browser")
    static let docc = find("docc")

    /// Runs `tool` with `arguments`, giving up after `seconds`; standard output and error together.
    static func run(_ tool: URL, _ arguments: [String], seconds: Double = 120) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: deadline)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
