import CGraphviz
import Foundation

/// The process's one Graphviz context, and the lock every call into Graphviz goes through.
///
/// Graphviz keeps process-wide state: the DOT parser (a yacc/lex pair with static buffers),
/// the error channel, the plugin registry and layout scratch data. No two calls may overlap
/// anywhere in the process, so all of them run inside `lock`, and this is the only type in
/// the package that touches Graphviz.
final class GraphvizSession: @unchecked Sendable {
    /// What one successful render produced.
    struct Outcome {
        /// The picture.
        var bytes: [UInt8]
        /// What Graphviz reported on the way (warnings, recovered errors); empty if nothing.
        var diagnostics: String
        /// The drawing's width in points, from the layout's bounding box; 0 if unknown.
        var width: Double
    }

    /// The session every render uses; it lives as long as the process.
    static let shared = GraphvizSession()

    /// Serializes every call into Graphviz. (`NSLock` rather than `Mutex`, which needs
    /// macOS 15 while the package supports macOS 14.)
    private let lock = NSLock()
    /// The `GVC_t`, made on first use and then kept: making one re-reads the plugin
    /// configuration, and Graphviz's plugin loader keeps libraries loaded anyway. Guarded by
    /// `lock`.
    private var context: OpaquePointer?
    /// Text Graphviz reports during the current call, via `collectGraphvizMessage`. Only
    /// touched while `lock` is held: the collector runs inside Graphviz calls made under it.
    fileprivate var messages = ""

    /// Above this many characters of messages the rest is dropped, so a layout that complains
    /// about every edge cannot grow the buffer without bound.
    fileprivate static let messageLimit = 16_384

    private init() {}

    /// Parses `dot`, lays it out with the engine and root-graph attributes `layout` picks from
    /// the node count, and renders it to `format`, freeing every Graphviz object before
    /// returning or throwing. Engine and format are Graphviz's names as strings, so tests can
    /// reach the failure paths the public enums rule out.
    func render(dot: String, format: String,
                layout: (Int) -> (engine: String, attributes: [String: String])) throws(RenderError) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        messages = ""
        // Routing Graphviz's error channel to the collector also stops it printing to standard
        // error. The previous function is put back so nothing outside a render is redirected.
        let previous = agseterrf(collectGraphvizMessage)
        defer { agseterrf(previous) }

        let gvc = try makeContext()
        let parsed = DOTReader.read(dot)
        let parseMessages = messages
        DOTReader.discardBufferedInput()
        messages = parseMessages
        guard let graph = parsed else {
            throw .invalidDOT(reported(or: "Graphviz found no graph in the DOT text"))
        }
        defer { agclose(graph) }

        let choice = layout(Int(agnnodes(graph)))
        for name in choice.attributes.keys.sorted() {
            setIfUnset(graph, name, choice.attributes[name]!)
        }
        // sfdp's coarsening (and other engines' tie-breaking) draws from the C library's
        // generators before seeding them itself, so a layout depends on earlier calls in the
        // process. Starting each layout from a fresh process's state keeps renders identical
        // from call to call, and equal to what Graphviz's command-line tools draw.
        srand(1)
        srand48(0x1234_ABCD)
        var laidOut = gvLayout(gvc, graph, choice.engine)
        // Graphviz 2.43's dot reports "trouble in init_rank" when it cannot rank a graph's
        // clusters (DOT without `newrank` whose edges cycle between clusters), goes on with
        // broken ranks and still returns 0; freeing that layout frees memory twice and aborts
        // the process. Such a layout is refused and left unfreed: a leak, not a crash.
        let brokenRanks = messages.contains("trouble in init_rank")
        // Runs even when gvLayout fails part-way, before agclose (defers run in reverse), to
        // free the engine's per-node and per-edge data; it is a no-op when nothing was laid out.
        defer { if !brokenRanks { gvFreeLayout(gvc, graph) } }
        guard !brokenRanks else {
            // What follows the message is Graphviz's dump of its rank sets, of no use to a reader.
            throw .layoutFailed("Graphviz's dot could not rank the clusters (trouble in init_rank); "
                                + "add newrank=true to the graph's attributes")
        }
        guard laidOut == 0 else {
            throw .layoutFailed(reported(or: "Graphviz's \(choice.engine) layout failed"))
        }
        // The resolution is read when the layout starts, so a bitmap too large to draw is laid
        // out again (from the same seeds, so the same drawing) at the resolution that fits.
        var scaling = ""
        if format == "png", let fit = BitmapLimit.fit(boundingBox: attribute(graph, "bb")) {
            gvFreeLayout(gvc, graph)
            set(graph, "dpi", String(fit.dpi))
            srand(1)
            srand48(0x1234_ABCD)
            laidOut = gvLayout(gvc, graph, choice.engine)
            guard laidOut == 0 else {
                throw .layoutFailed(reported(or: "Graphviz's \(choice.engine) layout failed"))
            }
            scaling = "Warning: " + fit.warning + "\n"
        }

        // Only dot sets labels on one another's place; other engines draw as Graphviz's tools do.
        if choice.engine == "dot" { EdgeLabelSpacing.separate(graph) }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = gvRenderData(gvc, graph, format, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard rendered == 0, let data else {
            throw .renderFailed(reported(or: "Graphviz could not render \(format)"))
        }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
        return Outcome(bytes: bytes, diagnostics: (scaling + reported(or: "")).trimmingCharacters(in: .whitespacesAndNewlines),
                       width: BoundingBox(attribute(graph, "bb"))?.width ?? 0)
    }

    /// The context, made on first use with `gvContext()`, which loads plugins on demand as
    /// the installed `config6a` lists them (core for SVG, cairo for PNG and PDF, the dot and
    /// neato layout libraries). `gvContextPlugins(lt_preloaded_symbols, 0)` is for statically
    /// linked builds: Debian's libgvc does not export that symbol, and with an empty list and
    /// no demand loading not even `dot` is found.
    private func makeContext() throws(RenderError) -> OpaquePointer {
        if let context { return context }
        guard let made = gvContext() else {
            throw .graphvizUnavailable(reported(or: "gvContext() returned no context"))
        }
        context = made
        return made
    }

    /// The root graph's attribute `name`, or the empty string.
    private func attribute(_ graph: UnsafeMutablePointer<Agraph_t>, _ name: String) -> String {
        name.withCString { name in
            agget(UnsafeMutableRawPointer(graph), UnsafeMutablePointer(mutating: name)).map { String(cString: $0) } ?? ""
        }
    }

    /// Sets the root graph's attribute `name` to `value` unless the DOT text set it already,
    /// so automatic speed-ups never override an author's explicit choice.
    private func setIfUnset(_ graph: UnsafeMutablePointer<Agraph_t>, _ name: String, _ value: String) {
        if attribute(graph, name).isEmpty { set(graph, name, value) }
    }

    /// Sets the root graph's attribute `name` to `value`.
    private func set(_ graph: UnsafeMutablePointer<Agraph_t>, _ name: String, _ value: String) {
        // cgraph's API takes `char *` but copies the strings it keeps, so temporary C strings do.
        name.withCString { name in
            value.withCString { value in
                _ = agattr(graph, AGRAPH, UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: value))
            }
        }
    }

    /// The messages collected so far, trimmed, or `fallback` when Graphviz said nothing.
    private func reported(or fallback: String) -> String {
        let text = messages.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? fallback : text
    }
}

/// Graphviz's error function while a render runs: collects each piece of text Graphviz
/// reports (it sends `Error`, `: ` and the message as separate pieces).
///
/// A global function because a C function pointer cannot capture context; it reaches the
/// buffer through the shared session, which is safe because Graphviz only calls it from
/// inside a render, with the session's lock held.
private func collectGraphvizMessage(_ text: UnsafeMutablePointer<CChar>?) -> Int32 {
    guard let text else { return 0 }
    let session = GraphvizSession.shared
    if session.messages.utf8.count < GraphvizSession.messageLimit {
        session.messages += String(cString: text)
    }
    return 0
}
