import Foundation

/// What a built executable of this package printed and how it ended.
public struct ExecutableRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String

    /// Runs `product` (an executable built beside the test bundle) as a person or a demo script
    /// runs it, with `input` on its standard input.
    /// - Parameters:
    ///   - product: The executable's name.
    ///   - arguments: Its arguments.
    ///   - input: What it reads on standard input.
    public init(_ product: String, _ arguments: [String], input: String = "") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(product)
        process.arguments = arguments
        let stdinPipe = Pipe(), stdoutPipe = Pipe(), stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        stdinPipe.fileHandleForWriting.write(Data(input.utf8))
        try stdinPipe.fileHandleForWriting.close()
        // Both pipes are read before waiting, so a chatty process never blocks on a full pipe.
        let out = stdoutPipe.fileHandleForReading.readDataToEndOfFile()
        let err = stderrPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: out, as: UTF8.self)
        stderr = String(decoding: err, as: UTF8.self)
    }
}
