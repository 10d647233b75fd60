import Foundation

/// Where the sources of a run-time walk are, so that its graph's `file` is the path a scan of the
/// same sources gives (`Samples/Shop/ShopKit/Flows/ShopFlows.swift`, or that path under the
/// root given), not the `#fileID` (`ShopKit/ShopFlows.swift`) FlowKit's verbs record.
///
/// Verbs take `#fileID`, never `#filePath`, so an app's binary holds no build machine's paths;
/// the walk, which runs where the sources are (a test), turns each `Module/File.swift` back into
/// the file's path: the file named `File.swift` in the module's folder (a module's file names are
/// unique), the folder being the one ``init(_:modules:)`` names, else the first of
/// `Sources/<Module>`, `Tests/<Module>` and `Samples/*/<Module>` under the root, the layouts the
/// scanner reads modules from. A file not found keeps its `#fileID`.
///
/// Paths are the root joined with the path below it, as the scanner joins a folder it is given
/// with the files in it: a walk with root `"."` and a scan of `.` give `./Sources/App/Flows.swift`
/// alike, a walk and a scan with one absolute root give the same absolute paths.
public struct SourceRoot: Sendable, Hashable {
    /// The folder paths are joined to, as it would be given to the scanner.
    public let path: String
    /// Module names and their folders, relative to ``path``, for modules laid out otherwise.
    public let modules: [String: String]

    /// Sources under `path`.
    /// - Parameters:
    ///   - path: The folder (a package's root) whose files the walk's `#fileID`s name.
    ///   - modules: Folders, relative to `path` (or absolute), of modules not at
    ///     `Sources/<Module>`, `Tests/<Module>` or `Samples/*/<Module>` (the target's `path:` in
    ///     Package.swift).
    public init(_ path: String, modules: [String: String] = [:]) {
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.modules = modules
    }

    /// The sources of the package holding `file`: the nearest folder above it that holds a
    /// `Package.swift`; `nil` when there is none. Called from a test with its own `#filePath`
    /// (the default), it finds the test's package.
    /// - Parameters:
    ///   - file: A file in the package; the caller's own by default.
    ///   - modules: Folders of modules laid out otherwise, as for ``init(_:modules:)``.
    public init?(packageContaining file: String = #filePath, modules: [String: String] = [:]) {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                self.init(folder.path, modules: modules)
                return
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The path of the file `fileID` (`Module/File.swift`) names, or `nil` when it is not found.
    public func path(ofFileID fileID: String) -> String? {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let folder = folder(ofModule: parts[0]) else { return nil }
        return Self.find(parts[1], under: folder)
    }

    /// `graph` with every `file` that is a `#fileID` found under this root replaced by its path.
    public func resolvingFiles(of graph: NavigationGraph) -> NavigationGraph {
        var resolved: [String: String] = [:]
        func resolve(_ file: String?) -> String? {
            guard let file else { return nil }
            if let known = resolved[file] { return known }
            let found = path(ofFileID: file) ?? file
            resolved[file] = found
            return found
        }
        var result = graph
        for index in result.nodes.indices { result.nodes[index].file = resolve(result.nodes[index].file) }
        for index in result.edges.indices { result.edges[index].file = resolve(result.edges[index].file) }
        return result
    }

    /// The module's folder joined to the root, if it exists.
    private func folder(ofModule module: String) -> String? {
        let manager = FileManager.default
        var candidates = modules[module].map { [$0] } ?? ["Sources/\(module)", "Tests/\(module)"]
        if modules[module] == nil, let samples = try? manager.contentsOfDirectory(atPath: joined("Samples")) {
            candidates += samples.sorted().filter { !$0.hasPrefix(".") }.map { "Samples/\($0)/\(module)" }
        }
        var isFolder: ObjCBool = false
        return candidates.map(joined).first { manager.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
    }

    /// `relative` under the root; a path given absolute, as written.
    private func joined(_ relative: String) -> String {
        if path.isEmpty || relative.hasPrefix("/") { return relative }
        return path.hasSuffix("/") ? path + relative : "\(path)/\(relative)"
    }

    /// The first file named `name` under `folder`, breadth-first in sorted order, skipping
    /// hidden and `.build*` folders as the scanner does.
    private static func find(_ name: String, under folder: String) -> String? {
        let manager = FileManager.default
        var pending = [folder]
        var searched = Set<String>()
        var next = 0
        while next < pending.count {
            let current = pending[next]
            next += 1
            // A folder reached twice through links is searched once, so a loop ends.
            guard searched.insert(URL(fileURLWithPath: current).resolvingSymlinksInPath().path).inserted,
                  let entries = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let child = "\(current)/\(entry)"
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    pending.append(child)
                } else if entry == name {
                    return child
                }
            }
        }
        return nil
    }
}
