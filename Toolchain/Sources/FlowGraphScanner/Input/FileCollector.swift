import FlowGraph
import Foundation

/// Turns the paths a user gives into Swift files, and files into text.
///
/// Folders are searched without recursion (an explicit stack) and without following a
/// symbolic link back into a folder already searched. Hidden entries, `.build*` folders
/// among them, and test folders (``isTestFolder(_:siblings:)``) are skipped inside folders: a map of an
/// app draws the app, not its tests' mocks. A file or folder named explicitly is always read.
enum FileCollector {
    /// Whether a folder holds tests by its name, as SwiftPM's and Xcode's templates and
    /// JavaScript-style layouts name them: `Tests`, `UITests`, `__tests__`, `__snapshots__`, and
    /// `AppTests`, `AppUITests` or `AppSpecs` beside the `App` folder they test (a feature
    /// folder `FamilyMemberCoronaTests` is the app's own).
    /// - Parameters:
    ///   - name: The folder's name.
    ///   - siblings: The names of the entries beside it.
    static func isTestFolder(_ name: String, siblings: Set<String>) -> Bool {
        if ["Tests", "tests", "UITests", "__tests__", "__snapshots__"].contains(name) { return true }
        for suffix in ["UITests", "Tests", "Specs"] where name.hasSuffix(suffix) && name.count > suffix.count {
            if siblings.contains(String(name.dropLast(suffix.count))) { return true }
        }
        return false
    }

    /// The files named by `paths`, folders expanded to their `*.swift`, `*.m`, `*.mm`, `*.h`, `*.storyboard` and `*.xib` files (each path joined
    /// to the folder as given), sorted and without repeats, with a warning for each folder that
    /// could not be listed.
    static func files(in paths: [String]) throws(ScanError) -> (files: [String], diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                if let link = brokenLink(path) { throw .unusablePath(path, reason: "\(link): \(path)") }
                throw .missingPath(path)
            }
            if !isFolder.boolValue {
                files.append(path)
                continue
            }
            var pending = [path]
            var searched = Set<String>()
            while let folder = pending.popLast() {
                guard searched.insert(resolved(folder)).inserted else { continue }
                let entries: [String]
                do {
                    entries = try manager.contentsOfDirectory(atPath: folder)
                } catch {
                    diagnostics.append(Diagnostic(severity: .warning, message: "cannot list folder; skipped", file: folder))
                    continue
                }
                let siblings = Set(entries)
                for entry in entries where !entry.hasPrefix(".") {
                    let child = folder.hasSuffix("/") ? folder + entry : "\(folder)/\(entry)"
                    // `stat` itself, which follows links as `fileExists(atPath:isDirectory:)` does,
                    // without Foundation's cost per entry of every folder of an app.
                    var info = stat()
                    guard stat(child, &info) == 0 else {
                        if entry.hasSuffix(".swift"), let link = brokenLink(child) {
                            diagnostics.append(Diagnostic(severity: .warning, message: "\(link); skipped", file: child))
                        }
                        continue
                    }
                    if info.st_mode & S_IFMT == S_IFDIR {
                        if !isTestFolder(entry, siblings: siblings) { pending.append(child) }
                    } else if entry.hasSuffix(".swift") || isInterfaceFile(entry) || isObjectiveC(entry) {
                        files.append(child)
                    }
                }
            }
        }
        // One file named twice (`Sources` and `./Sources/App`) is scanned once, under the
        // spelling that sorts first, or its edges would be drawn twice.
        var seen = Set<String>()
        let unique = files.sorted().filter { seen.insert(standardized($0)).inserted }
        // A map of nothing is almost always a wrong path; saying so beats an empty picture.
        // Storyboards alone are no app's code: the folder still holds no Swift file.
        if unique.allSatisfy(isInterfaceFile), let first = paths.first {
            throw .unusablePath(first, reason: "no *.swift files in \(paths.joined(separator: ", ")) "
                                + "(folders are searched recursively, skipping hidden, .build* and test folders)")
        }
        return (unique, diagnostics)
    }

    /// The folder's path with every symbolic link resolved, which tells a folder reached twice:
    /// `realpath`, as `URL`'s resolving cost a few hundredths of a scan of an app's folders.
    private static func resolved(_ folder: String) -> String {
        guard let real = realpath(folder, nil) else { return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether a file is Objective-C code (`.m`, or Objective-C++'s `.mm`, whose message sends
    /// are Objective-C's), read by `ObjCReader` for its UIKit navigation, or a header (`.h`),
    /// read for the classes and properties it declares (`@property SPSidebarViewController
    /// *sidebar;` types `self.sidebar` in the `.m`).
    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// Whether a file is a storyboard or xib (read as XML by `StoryboardReader`, not as Swift).
    static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Why a path that exists as a symbolic link leads nowhere (`nil` when it is no link):
    /// a loop, or a link to nothing.
    private static func brokenLink(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return stat(path, &info) != 0 && errno == ELOOP ? "symbolic link loop" : "broken symbolic link"
    }

    /// `a/./b//c/../d` → `a/b/d`: the same file however it was named, by text alone (a `URL`
    /// per file costs more than reading most files).
    static func standardized(_ path: String) -> String {
        var bytes = path
        guard bytes.withUTF8({ $0.containsBytes(of: "/.") || $0.containsBytes(of: "//") }) || path.hasPrefix("./") else {
            return path
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The file's text, or the warning that explains why it is skipped: not a regular file,
    /// larger than ``largestFile``, unreadable, binary (a NUL byte, which no Swift source
    /// contains), or not UTF-8.
    static func text(of path: String) -> FileText {
        // Checked before reading: a FIFO or device would block or never end, and a file far
        // larger than any hand-written source is generated code whose parse would take minutes.
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT != S_IFREG {
                return .skipped(Diagnostic(severity: .warning, message: "not a regular file; skipped", file: path))
            }
            if info.st_size > largestFile {
                let message = "file is larger than \(largestFile >> 20) MB (\(info.st_size >> 20) MB), "
                    + "likely generated; skipped"
                return .skipped(Diagnostic(severity: .warning, message: message, file: path))
            }
        }
        // By path, not `URL`: building a URL per file costs as much as reading a small one.
        guard let data = FileManager.default.contents(atPath: path) else {
            return .skipped(Diagnostic(severity: .warning, message: "cannot read file; skipped", file: path))
        }
        // Through the raw buffer: `Data`'s own iterator costs a call per byte.
        if data.withUnsafeBytes({ $0.firstIndex(of: 0) != nil }) { return .skipped(binary(path)) }
        guard let text = utf8(data) else {
            return .skipped(Diagnostic(severity: .warning, message: "file is not valid UTF-8; skipped", file: path))
        }
        return .text(text)
    }

    /// The largest file read, in bytes: 8 MB, far beyond any hand-written source (those rarely
    /// pass a few hundred kilobytes), so only generated code is skipped.
    static let largestFile = 8 << 20

    /// The warning for a file holding NUL bytes.
    static func binary(_ path: String) -> Diagnostic {
        Diagnostic(severity: .warning, message: "binary file (contains NUL bytes); skipped", file: path)
    }

    /// Strictly validated UTF-8: `String(decoding:)` would silently repair bad bytes.
    private static func utf8(_ data: Data) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, *) {
            return String(validating: data, as: UTF8.self)
        }
        return String(data: data, encoding: .utf8)
    }
}

/// A file's text, or why it was skipped.
enum FileText {
    case text(String)
    case skipped(Diagnostic)
}
