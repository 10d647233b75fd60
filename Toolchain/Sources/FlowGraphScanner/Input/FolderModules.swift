import FlowGraph

/// Modules read from folders: a top-level type declared in two files cannot be one module's, so
/// files that declare the same type, and whose module `--module` does not name, are split into
/// modules by the folders that tell them apart, and the split is said with a note naming the
/// `--module` option that overrides it.
///
/// - Files whose module nothing names: `App/Flows.swift` and `Widget/Flows.swift`, each with
///   `final class Flows`, are modules `App` and `Widget`. The folder chosen for each is the
///   outermost one holding none of the other declaring files: where their paths part, the
///   folder a target's sources usually start at (`App/`, not `App/Flows/`). A file with no
///   such folder of its own (`App/Flows.swift` beside `App/More/Flows.swift`) takes its own
///   folder, the deeper folder winning for what is under it. Every file under a chosen folder
///   whose module is not otherwise known belongs to it, so the screens beside the flows follow.
/// - Files the layout gives one module name from two folders (`Samples/Shop/App/` and
///   `Samples/Bank/App/`, both `App`): each folder keeps its files, renamed by the folder that
///   tells it apart (`Shop/App`, `Bank/App`).
/// - Files the layout reads into one module folder although they lie in folders of their own
///   below it (`Tests/Corpora/App/` and `Tests/Corpora/Widget/`, both `Corpora`): those
///   folders are the modules, as if nothing named them.
///
/// Files at the top of the scan, and two declaring files in one module folder, are not told
/// apart and stay as they were. Only declarations a module must hold once count
/// (``TypeFact/moduleWidePosition``), and only those of files that use the DSL, which the
/// scanner parses whole: files it only skims are read once modules are decided.
enum FolderModules {
    /// One file's top-level declarations that claim their name in its module.
    struct Declarations {
        var path: String
        /// The module the layout reads from the file's path, and the folder it reads it from.
        var inferred: (name: String, folder: String)?
        /// Type names with where each is written.
        var types: [(name: String, position: SourcePosition)]
    }

    /// The folders to read as modules and the notes saying so.
    struct Split {
        /// Module folders of the layout, renamed apart.
        var renamed: [ModuleAssignment] = []
        /// Folders the layout says nothing of, read as modules.
        var unnamed: [ModuleAssignment] = []
        var notes: [Diagnostic] = []
    }

    /// The modules the folders of `files` (none of which `--module` assigns) tell apart.
    static func split(_ files: [Declarations]) -> Split {
        var declarers: [String: [Declaring]] = [:]
        for file in files {
            for type in file.types {
                let key = "\(type.name) in \(file.inferred?.name ?? "")"
                guard declarers[key]?.contains(where: { $0.file.path == file.path }) != true else { continue }
                declarers[key, default: []].append(Declaring(file: file, type: type.name, position: type.position))
            }
        }
        var split = Split()
        var chosen: [String: (module: String, renamed: Bool)] = [:]
        var notes: [(modules: String, types: [String], files: Set<String>, position: SourcePosition)] = []
        for key in declarers.keys.sorted() {
            let group = declarers[key]!.sorted { $0.file.path < $1.file.path }
            guard group.count > 1 else { continue }
            let folders = group.map { Self.folders(of: $0.file) }
            let picked = folders.indices.map { Self.folder(telling: $0, apart: folders) }
            // Files given one folder, or two at the top, are not told apart: nothing to split. A
            // file at the top keeps no module, which tells it from the others.
            let found = picked.compactMap { $0 }
            guard found.count >= group.count - 1, Set(found).count == found.count else { continue }
            var modules: [String] = []
            for (declaring, picked) in zip(group, picked) {
                guard let folder = picked else { continue }
                // A module folder of the layout that the chosen folder lies within holds files
                // of two modules: the chosen folder is one of them, whatever the layout says.
                let inferred = declaring.file.inferred.flatMap { folder.hasPrefix($0.folder + "/") ? nil : $0 }
                let assigned = inferred?.folder ?? folder
                let module = chosen[assigned]?.module
                    ?? Self.moduleName(for: folder, inferred: inferred?.name, taken: Set(chosen.values.map(\.module)))
                chosen[assigned] = (module, declaring.file.inferred != nil)
                modules.append("\(module) (\(assigned)/)")
            }
            let said = modules.joined(separator: ", ")
            if let index = notes.firstIndex(where: { $0.modules == said }) {
                notes[index].types.append(group[0].type)
                notes[index].files.formUnion(group.map(\.file.path))
            } else {
                notes.append((said, [group[0].type], Set(group.map(\.file.path)), group[0].position))
            }
        }
        // One note per split, naming every type that made it.
        split.notes = notes.map { note in
            let types = note.types.map { "'\($0)'" }
            return Diagnostic(
                severity: .note,
                message: "\(types.joined(separator: ", ")) \(types.count == 1 ? "is" : "are") declared twice, in "
                    + "\(note.files.sorted().joined(separator: ", ")), which one module cannot be: read as modules "
                    + "\(note.modules); name the modules with --module NAME=PATH to choose otherwise",
                file: note.position.file, line: note.position.line, column: note.position.column)
        }
        for (path, module) in chosen.sorted(by: { $0.key < $1.key }) {
            let assignment = ModuleAssignment(name: module.module, path: path)
            if module.renamed { split.renamed.append(assignment) } else { split.unnamed.append(assignment) }
        }
        return split
    }

    private struct Declaring {
        var file: Declarations
        var type: String
        var position: SourcePosition
    }

    /// The folders of a file's path (`./` dropped, as ``ModuleLayout`` drops it), outermost
    /// first, without the file's own name; an absolute path's first is `""`, so that joining
    /// them gives the path back.
    private static func folders(of file: Declarations) -> [String] {
        let path = ModuleLayout.trimmed(file.path)
        let folders = path.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        return path.hasPrefix("/") ? [""] + folders : folders
    }

    /// The path of the outermost folder of file `index` that holds none of the other files, or
    /// its own folder when every folder of it holds another; `nil` for a file at the top.
    private static func folder(telling index: Int, apart folders: [[String]]) -> String? {
        let own = folders[index]
        var shared = 0
        for (other, theirs) in folders.enumerated() where other != index {
            shared = max(shared, zip(own, theirs).prefix { $0 == $1 }.count)
        }
        let path = own.prefix(min(shared + 1, own.count)).joined(separator: "/")
        return path.isEmpty ? nil : path
    }

    /// The chosen folder's own name, followed by the layout's module name where it reads one
    /// (`Shop/App`); where another module already has that name, the folder's whole path.
    private static func moduleName(for folder: String, inferred: String?, taken: Set<String>) -> String {
        let last = folder.split(separator: "/").last.map(String.init) ?? folder
        let name = inferred.map { last == $0 ? folder : "\(last)/\($0)" } ?? last
        return taken.contains(name) ? folder : name
    }
}
