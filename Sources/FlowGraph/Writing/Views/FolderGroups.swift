extension NavigationGraph {
    /// The graph with the app's plain screens (view controllers, SwiftUI views, storyboard
    /// scenes and coordinators in no flow group) grouped by the folder declaring them, so an app
    /// that does not use the DSL yet can be documented a feature at a time: an overview of the
    /// folders and a page per folder, where one picture of a hundred screens is illegible.
    ///
    /// A screen's folder is the one holding its file, relative to the folder all the plain
    /// screens' files share; a folder holding one screen alone hands it to its parent folder, so
    /// a feature split into subfolders stays one group. Screens left at the shared folder itself,
    /// and those with no file (Apple's screens), stay in no group; flows keep theirs. A group is
    /// named by its folder's last name, by more of its path where two folders share that name.
    /// A graph with flow groups is returned as it is: its groups are the DSL's.
    public func groupingPlainScreensByFolder() -> NavigationGraph {
        guard !nodes.contains(where: { $0.group != nil }) else { return self }
        let plain = nodes.indices.filter { nodes[$0].provenance != .flow && nodes[$0].file != nil }
        let folders = plain.map { Self.folderComponents(of: nodes[$0].file ?? "") }
        guard let shared = folders.first.map({ first in
            folders.reduce(first) { common, next in Array(zip(common, next).prefix { $0 == $1 }.map(\.0)) }
        }) else { return self }
        var relative = folders.map { Array($0.dropFirst(shared.count)) }
        // A folder of one screen gives it to its parent, until every folder holds two or more.
        var changed = true
        while changed {
            changed = false
            var counts: [[String]: Int] = [:]
            for folder in relative { counts[folder, default: 0] += 1 }
            for index in relative.indices where !relative[index].isEmpty && counts[relative[index]] == 1 {
                relative[index].removeLast()
                changed = true
            }
        }
        let names = Self.groupNames(for: Set(relative.filter { !$0.isEmpty }))
        var graph = self
        for (position, index) in plain.enumerated() where !relative[position].isEmpty {
            graph.nodes[index].group = names[relative[position]]
        }
        return graph
    }

    /// A file's folders, without the file's name.
    private static func folderComponents(of file: String) -> [String] {
        Array(file.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init))
    }

    /// Each folder's group name: its last name, with as many parent names as it takes to tell
    /// it from another folder of the same last name.
    private static func groupNames(for folders: Set<[String]>) -> [[String]: String] {
        var names: [[String]: String] = [:]
        for folder in folders {
            var length = 1
            while length < folder.count {
                let suffix = folder.suffix(length)
                if !folders.contains(where: { $0 != folder && $0.suffix(length) == suffix }) { break }
                length += 1
            }
            names[folder] = folder.suffix(length).joined(separator: "/")
        }
        return names
    }
}
