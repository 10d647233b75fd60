import SwiftParser
import SwiftSyntax

/// Which files are parsed for SwiftUI navigation beyond those naming it
/// (``SwiftUI/fileNeedles``): a router's calls (`router.navigate(to: .detail)`) and the
/// declarations that make them navigation (`func navigate(to: Route)`, a `Route` registry) may
/// sit in files that name no modifier. Once the first pass is read, the names it leaves wanted
/// (the registries' value types, the router members typed with them, builders called on other
/// values) are looked for in the other files' bytes, and the files holding one are parsed, until
/// no new name is wanted.
enum SwiftUIPasses {
    /// A file of plain code read once for both UIKit's and SwiftUI's navigation, as its bytes ask.
    /// - Parameters:
    ///   - path: The file's path, for positions.
    ///   - text: The file's text.
    /// - Returns: The UIKit facts when it names UIKit's navigation, the SwiftUI facts when it names SwiftUI's.
    static func read(path: String, text: String) -> (uikit: UIKitFileFacts?, swiftUI: SwiftUIFileFacts?) {
        var bytes = text
        let (uikit, swiftUI) = bytes.withUTF8 { (UIKit.mayNavigate($0), SwiftUI.fileNeedles.found(in: $0)) }
        guard uikit || swiftUI else { return (nil, nil) }
        return SourceContext.parsing(text, path: path) { tree, source in
            (uikit ? UIKitReader.facts(of: tree, source: source) : nil,
             swiftUI ? SwiftUIReader.facts(of: tree, source: source) : nil)
        }
    }

    /// The SwiftUI facts of the `candidates` (files not read for SwiftUI yet) that hold a name
    /// `read`'s facts want, and of those that hold a name these want, and so on.
    /// - Parameters:
    ///   - candidates: The files not yet read for SwiftUI, with their texts.
    ///   - read: The facts of the files read so far.
    static func facts(of candidates: [(path: String, text: String)], given read: [SwiftUIFileFacts]) -> [SwiftUIFileFacts] {
        guard read.contains(where: { !$0.registries.isEmpty || !$0.wanted.isEmpty }) else { return [] }
        var all = read
        var added: [SwiftUIFileFacts] = []
        var remaining = candidates
        var asked = Set<String>()
        while !remaining.isEmpty {
            let wanted = wantedNames(all).subtracting(asked)
            if wanted.isEmpty { break }
            asked.formUnion(wanted)
            let needles = ByteNeedles(wanted.map { ByteToken($0) })
            let matching = remaining.filter { candidate in
                var text = candidate.text
                return text.withUTF8 { needles.found(in: $0) }
            }
            if matching.isEmpty { break }
            let paths = Set(matching.map(\.path))
            remaining.removeAll { paths.contains($0.path) }
            let facts = Parallel.map(matching.map { SourceText(path: $0.path, text: $0.text) }) { SwiftUIReader.facts(path: $0.path, text: $0.text) }
            all += facts
            added += facts
        }
        return added
    }

    /// The names the facts leave wanted: the registries' value types and item members, the
    /// members declared with those types, and the builders called on other values.
    private static func wantedNames(_ files: [SwiftUIFileFacts]) -> Set<String> {
        var names = Set<String>()
        var registryTypes = Set<String>()
        let declared = files.reduce(into: [String: Set<String>]()) { $0.merge($1.memberTypes) { $0.union($1) } }
        for registry in files.flatMap(\.registries) {
            switch registry.key {
            case .type(let type):
                registryTypes.insert(TypeNames.lastComponent(of: type))
            case .member(let member):
                names.insert(member)
                registryTypes.formUnion((declared[member] ?? []).map(elementName))
            case .window:
                break
            }
        }
        names.formUnion(registryTypes)
        let items = Set(files.flatMap(\.registries).compactMap { registry -> String? in
            guard case .member(let member) = registry.key else { return nil }
            return member
        })
        for file in files {
            names.formUnion(file.wanted)
            // A method setting a sheet's item shows the sheet wherever it is called.
            for (method, members) in file.setters where !members.isDisjoint(with: items) { names.insert(method) }
            for (member, types) in file.memberTypes where types.contains(where: { registryTypes.contains(elementName($0)) }) {
                names.insert(String(member.prefix { $0 != "(" }))
            }
        }
        return names
    }

    /// `Route` for `Route`, `[Route]` and `Outer.Route`.
    private static func elementName(_ type: String) -> String {
        var type = type
        if type.hasPrefix("["), type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
        return TypeNames.lastComponent(of: type)
    }
}

/// A file's path and text, handed to a worker.
private struct SourceText: Sendable {
    /// The file's path.
    var path: String
    /// The file's text.
    var text: String
}
