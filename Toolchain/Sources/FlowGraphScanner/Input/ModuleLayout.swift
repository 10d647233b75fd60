/// A module named for the files under a path: what `flowgraph --module NAME=PATH` says, for
/// layouts the scanner cannot read a module from.
public struct ModuleAssignment: Hashable, Sendable {
    /// The module's name, as its `import` would spell it.
    public var name: String
    /// A file, or a folder whose files (at any depth) belong to the module; compared with the
    /// paths given to the scan as written, after dropping a leading `./` and a trailing `/`.
    public var path: String

    /// Files at or under `path` belong to module `name`.
    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// `NAME=PATH`, as the command line writes it; `nil` when either side is empty.
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<equals])
        let path = String(argument[argument.index(after: equals)...])
        guard !name.isEmpty, !path.isEmpty else { return nil }
        self.init(name: name, path: path)
    }
}

/// Which module a file belongs to: the longest assigned path that holds it, else a folder the
/// layout names but types declared twice showed to be two modules (``FolderModules``), else what
/// a SwiftPM layout says (`Sources/<Module>/…`, `Tests/<Target>/…`, `Samples/<App>/<Target>/…`),
/// else the longest folder read as a module because types declared twice tell it apart, else
/// none. Files without a module keep the ids they always had.
struct ModuleLayout: Sendable {
    private let assignments: [ModuleAssignment]
    /// Module folders of the layout renamed apart (`Samples/Shop/App` as `Shop/App`).
    private var renamedFolders: [ModuleAssignment] = []
    /// Folders the layout says nothing of, read as modules.
    private var folderModules: [ModuleAssignment] = []

    init(_ assignments: [ModuleAssignment]) {
        self.assignments = Self.longestFirst(assignments)
    }

    /// This layout with the folders `split` reads as modules.
    func adding(_ split: FolderModules.Split) -> ModuleLayout {
        var layout = self
        layout.renamedFolders = Self.longestFirst(renamedFolders + split.renamed)
        layout.folderModules = Self.longestFirst(folderModules + split.unnamed)
        return layout
    }

    /// The module of the file at `path`, if any.
    func module(of path: String) -> String? {
        let path = Self.trimmed(path)
        return Self.holder(of: path, among: assignments) ?? Self.holder(of: path, among: renamedFolders)
            ?? Self.inferredFolder(of: path)?.name ?? Self.holder(of: path, among: folderModules)
    }

    /// What decides the module of the file at `path` before folders are read as modules:
    /// whether `--module` names it, and the module the layout reads and its folder, if any.
    func origin(of path: String) -> (isAssigned: Bool, inferred: (name: String, folder: String)?) {
        let path = Self.trimmed(path)
        return (Self.holder(of: path, among: assignments) != nil, Self.inferredFolder(of: path))
    }

    /// The first (longest) assignment holding `path`.
    private static func holder(of path: String, among assignments: [ModuleAssignment]) -> String? {
        assignments.first { path == $0.path || path.hasPrefix($0.path + "/") }?.name
    }

    private static func longestFirst(_ assignments: [ModuleAssignment]) -> [ModuleAssignment] {
        assignments.map { ModuleAssignment(name: $0.name, path: Self.trimmed($0.path)) }.sorted { $0.path.count > $1.path.count }
    }

    /// The folder after the last `Sources` or `Tests`, or the second after `Samples`, when it is
    /// a folder (not the file itself).
    static func inferred(from path: String) -> String? { inferredFolder(of: path)?.name }

    /// The module the layout reads from `path` and the path of the folder it reads it from.
    static func inferredFolder(of path: String) -> (name: String, folder: String)? {
        let folders = path.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for (marker, folder) in folders.enumerated().reversed() {
            guard let depth = Self.markers[folder], marker + depth < folders.count else { continue }
            let path = (path.hasPrefix("/") ? "/" : "") + folders[...(marker + depth)].joined(separator: "/")
            return (folders[marker + depth], path)
        }
        return nil
    }

    /// How many folders below each marker folder the module's folder is.
    private static let markers = ["Sources": 1, "Tests": 1, "Samples": 2]

    /// `path` without a leading `./` or trailing `/`, so `./Sources/App/` and `Sources/App` agree.
    static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
