import Foundation

/// The title `flowgraph docs` gives its pages without `--title`: what the sources are called,
/// never a generic word (a page once read "The navigation of Navigation").
enum DocsTitle {
    /// The app, module or package `paths` name (the first path speaks for all): the one Xcode
    /// project in the folder (`Pocket.xcodeproj` → `Pocket`, whatever a tools manifest beside it
    /// is called); a package's name in its `Package.swift` for the package's folder or its
    /// `Sources` folder; else the folder's name, a module's (`Sources/Shop` → `Shop`,
    /// `Samples/ShopApp/ShopKit` → `ShopKit`); a file's folder for a file.
    static func of(_ paths: [String]) -> String {
        guard let first = paths.first else { return fallback }
        var folder = URL(fileURLWithPath: first).standardizedFileURL
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        if folder.lastPathComponent == "Sources" { folder.deleteLastPathComponent() }
        if let project = onlyProject(in: folder) { return project }
        let manifest = folder.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8), let name = packageName(in: text) {
            return name
        }
        let name = folder.lastPathComponent
        return name.isEmpty || name == "/" ? fallback : name
    }

    /// The name of the one Xcode project `folder` holds; `nil` for none or several.
    private static func onlyProject(in folder: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        guard projects.count == 1, let project = projects.first else { return nil }
        let name = String(project.dropLast(".xcodeproj".count))
        return name.isEmpty ? nil : name
    }

    /// The `name:` of the `Package(…)` that `manifest` declares; `nil` when it names none.
    static func packageName(in manifest: String) -> String? {
        guard let start = manifest.range(of: "Package(") else { return nil }
        return manifest[start.upperBound...].firstMatch(of: /name:\s*"([^"\\]+)"/).map { String($0.1) }
    }

    /// For sources that are named nowhere (the file system's root).
    private static let fallback = "Navigation"
}
