import ArgumentParser
import Foundation

/// Writes results so that a failed run leaves nothing behind: files are written to a temporary
/// sibling and renamed into place only when complete.
enum Output {
    /// Writes `bytes` to `path`, or to standard output for `-`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageFailure(path: path, message: "the output folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            // A write that failed half-way (a full disk) may have left a partial temporary file.
            try? FileManager.default.removeItem(at: temporary)
            throw UsageFailure(path: path, message: "cannot write to \(folder.path) (permission denied?)")
        }
        // rename(2) replaces the destination atomically: readers see the old file or the new one.
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw UsageFailure(path: path, message: "cannot write the output: \(reason)")
        }
    }

    /// Fails unless `path` is `-` or in an existing folder: checked before any long work, so a
    /// typo in the output path costs no scan or layout.
    static func checkDestination(_ path: String) throws {
        guard path != "-" else { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageFailure(path: path, message: "the output folder \(folder.path) does not exist")
        }
    }

    /// Writes `text` as UTF-8.
    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }
}

/// Input or output the command cannot use: reported as a diagnostic, exit status 2.
struct UsageFailure: Error {
    let path: String
    let message: String
}

/// Prints diagnostics to standard error in the compilers' format.
enum Diagnostics {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Reports a warning about the file at `path` (`-` is standard output).
    static func warn(_ path: String, _ message: String) {
        print("\(path == "-" ? "<stdout>" : path):1:1: warning: \(message)")
    }

    /// Reports `failure` and ends the command with exit status 2.
    static func fail(_ failure: UsageFailure) -> ExitCode {
        print("\(failure.path):1:1: error: \(failure.message)")
        return ExitCode(2)
    }
}
