import Foundation

/// The real Swift a fuzz run starts from.
public enum SeedCorpus {
    /// The UTF-8 text of every `*.swift` file under `paths` (files or folders), in path order.
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
            files += found.filter { $0.hasSuffix(".swift") && !$0.contains("/.") }.map { "\(path)/\($0)" }
        }
        return files.sorted().compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    }
}
