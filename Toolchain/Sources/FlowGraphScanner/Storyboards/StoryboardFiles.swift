import FlowGraph
import Foundation

/// Reads the storyboards and xibs of a scan, concurrently, each through ``StoryboardReader``:
/// what cannot be read is a warning, never a stop.
enum StoryboardFiles {
    /// Whether the storyboard at `path` is a launch screen, however the app spells it:
    /// `LaunchScreen.storyboard`, `Launch Screen.storyboard`, `LaunchScreen-iPad.storyboard`,
    /// `Quicksy Launch Screen.storyboard`, `Launch.storyboard`.
    static func isLaunchScreen(_ path: String) -> Bool {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let letters = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        return letters == "launch" || letters.hasPrefix("launchscreen") || letters.hasSuffix("launchscreen")
    }

    /// The facts of the files given by path (read from disk) or with their text (in memory),
    /// in path order, and a warning for each skipped. A launch screen (``isLaunchScreen(_:)``)
    /// is shown before the app runs and navigates nowhere: it is not read.
    static func read(_ files: [(path: String, text: String?)]) -> (facts: [StoryboardFacts], diagnostics: [Diagnostic]) {
        let sorted = files.filter { !isLaunchScreen($0.path) }.sorted { $0.path < $1.path }
        let outcomes = Parallel.map(sorted.map { StoryboardInput(path: $0.path, text: $0.text) }) { input in
            if let text = input.text { return StoryboardReader.facts(path: input.path, data: Data(text.utf8)) }
            var info = stat()
            if stat(input.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                return .failure(StoryboardSkip(path: input.path, message: "not a regular file; skipped"))
            }
            if info.st_size > FileCollector.largestFile {
                return .failure(StoryboardSkip(path: input.path, message: "file is larger than \(FileCollector.largestFile >> 20) MB "
                                               + "(\(info.st_size >> 20) MB), likely generated; skipped"))
            }
            guard let data = FileManager.default.contents(atPath: input.path) else {
                return .failure(StoryboardSkip(path: input.path, message: "cannot read file; skipped"))
            }
            return StoryboardReader.facts(path: input.path, data: data)
        }
        var facts: [StoryboardFacts] = []
        var diagnostics: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let read): facts.append(read)
            case .failure(let skip): diagnostics.append(skip.diagnostic)
            }
        }
        return (facts, diagnostics)
    }
}

/// A storyboard to read: its path, and its text when already in memory.
private struct StoryboardInput: Sendable {
    var path: String
    var text: String?
}
