/// Why a scan could not start.
///
/// Only a path that does not exist is an error: anything wrong inside an existing file (not
/// UTF-8, binary, unreadable) is a warning in ``ScanResult/diagnostics`` and the file is skipped,
/// so one stray file never hides a whole map.
public enum ScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path names no file or folder.
    case missingPath(String)
    /// The path exists but gives nothing to scan: a symbolic link loop, or folders holding no
    /// `*.swift` file; `reason` is the sentence to show.
    case unusablePath(String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .missingPath(let path): path
        case .unusablePath(let path, _): path
        }
    }

    /// `no such file or directory: PATH`.
    public var description: String {
        switch self {
        case .missingPath(let path): "no such file or directory: \(path)"
        case .unusablePath(_, let reason): reason
        }
    }
}
