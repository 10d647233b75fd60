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

/// Which module a file belongs to: the longest assigned path that holds it, else what a SwiftPM
/// layout says (`Sources/<Module>/…`, `Tests/<Target>/…`, `Samples/<App>/<Target>/…`), else
/// none. Files without a module keep the ids they always had.
struct ModuleLayout: Sendable {
    private let assignments: [ModuleAssignment]

    init(_ assignments: [ModuleAssignment]) {
        self.assignments = assignments.map { ModuleAssignment(name: $0.name, path: Self.trimmed($0.path)) }
            .sorted { $0.path.count > $1.path.count }
    }

    /// The module of the file at `path`, if any.
    func module(of path: String) -> String? {
        let path = Self.trimmed(path)
        if let assigned = assignments.first(where: { path == $0.path || path.hasPrefix($0.path + "/") }) {
            return assigned.name
        }
        return Self.inferred(from: path)
    }

    /// The folder after the last `Sources` or `Tests`, or the second after `Samples`, when it is
    /// a folder (not the file itself).
    static func inferred(from path: String) -> String? {
        let folders = path.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for (marker, folder) in folders.enumerated().reversed() {
            guard let depth = Self.markers[folder], marker + depth < folders.count else { continue }
            return folders[marker + depth]
        }
        return nil
    }

    /// How many folders below each marker folder the module's folder is.
    private static let markers = ["Sources": 1, "Tests": 1, "Samples": 2]

    /// `path` without a leading `./` or trailing `/`, so `./Sources/App/` and `Sources/App` agree.
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
