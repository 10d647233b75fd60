import Foundation

/// The real code a fuzz run starts from.
public enum SeedCorpus {
    /// The files a corpus is made of: Swift, and the Objective-C and storyboards the scanner
    /// also reads.
    public static let extensions = [".swift", ".m", ".storyboard", ".xib"]

    /// The UTF-8 text of every file of ``extensions`` under `paths` (files or folders), in path order.
    public static func load(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { name in extensions.contains { name.hasSuffix($0) } && !name.contains("/.") }.map { "\(path)/\($0)" }
        }
        return files.sorted().compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    }
}
