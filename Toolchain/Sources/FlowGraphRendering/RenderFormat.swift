/// A picture format Graphviz renders a laid-out graph into.
///
/// Raw values are Graphviz's own format names (`-T` on the command line), which is also what
/// ``GraphRenderer`` passes to `gvRenderData`.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// Scalable Vector Graphics: UTF-8 XML text, drawn by Graphviz's core SVG renderer.
    case svg
    /// A Portable Network Graphics bitmap, drawn by the cairo plugin at Graphviz's default 96 dpi.
    case png
    /// A Portable Document Format page, drawn by the cairo plugin.
    case pdf

    /// The format a file extension names, ignoring case and one leading dot (`"SVG"`, `".png"`);
    /// `nil` for any other extension.
    public init?(fileExtension: String) {
        let name = fileExtension.hasPrefix(".") ? String(fileExtension.dropFirst()) : fileExtension
        self.init(rawValue: name.lowercased())
    }
}

/// A Graphviz layout engine.
///
/// Raw values are Graphviz's engine names (`-K` on the command line, or the `layout` argument
/// of `gvLayout`), so a command-line tool can parse them directly.
public enum LayoutEngine: String, CaseIterable, Sendable {
    /// Hierarchical layers along the flow: the clearest drawing of a navigation map, but its
    /// network-simplex ranking and crossing minimisation grow steeply with size.
    case dot
    /// Spring model (stress majorisation) for undirected-looking drawings.
    case neato
    /// Force-directed placement, with cluster support.
    case fdp
    /// Multiscale force-directed placement: fdp for large graphs (thousands of nodes in seconds).
    case sfdp
    /// Circular layout, for cyclic structures.
    case circo
    /// Radial layout around a centre node.
    case twopi
    /// Array-based layout of clusters.
    case osage
    /// Squarified treemap of clusters.
    case patchwork
}
