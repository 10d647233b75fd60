import ArgumentParser
import FlowGraph

extension MapArguments {
    /// What the map is of: `--title`, else what `paths` are called (``DocsTitle``), the name
    /// the interactive page and the docs are titled by.
    /// - Parameter paths: The sources the map is read from.
    func title(of paths: [String]) -> String {
        title ?? DocsTitle.of(paths)
    }

    /// The writers' options, titled by ``title(of:)``.
    /// - Parameter paths: The sources the map is read from.
    func options(titling paths: [String]) -> MapOptions {
        var options = self.options
        options.title = title(of: paths)
        return options
    }
}
