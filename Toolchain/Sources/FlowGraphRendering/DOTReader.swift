import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads DOT text from memory like `agmemread`, but deterministically within one process.
///
/// Why not `agmemread`: its ID discipline gives every named object the address of its
/// interned name string as ID, and cgraph 2.42/2.43 keeps subgraphs ordered by ID. Addresses
/// depend on the heap's history, so in a long-lived process the same text parsed twice lists
/// its clusters in different orders: different SVG, and possibly a different `dot` layout.
/// (Graphviz's tools never notice: each run starts with a fresh heap.) This discipline
/// numbers names in order of first appearance instead, and otherwise behaves like the
/// default one: names are interned with `agstrdup`, so `agnameof` returns the same kind of
/// string, and anonymous objects get odd numbers.
///
/// Only call with `GraphvizSession`'s lock held.
enum DOTReader {
    /// The discipline for `agread`: the sequential ID discipline, an in-memory reader, and
    /// an allocator like cgraph's default. Allocated once and never freed, because every
    /// graph read with it keeps pointers to its parts until `agclose`. (cgraph's own
    /// `AgMemDisc` and `AgIoDisc` are mutable C globals, which Swift 6 will not read, so
    /// their few lines are restated below.)
    nonisolated(unsafe) private static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: Agiddisc_t(open: openTable, map: mapName, alloc: refuseID, free: keepID,
                                      print: printName, close: closeTable, idregister: ignoreObject))
        let io = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        io.initialize(to: Agiodisc_t(afread: readLine, putstr: writeString, flush: flushFile))
        let memory = UnsafeMutablePointer<Agmemdisc_t>.allocate(capacity: 1)
        // No `close`: with one, agclose skips freeing the graph object by object and only
        // calls it, to drop a whole private heap at once ("whoosh"), which this allocator
        // does not have; nothing would be freed, and the ID table never closed.
        memory.initialize(to: Agmemdisc_t(open: openHeap, alloc: allocateZeroed, resize: resizeZeroed,
                                          free: freeMemory, close: nil))
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        discipline.initialize(to: Agdisc_t(mem: memory, id: ids, io: io))
        return discipline
    }()

    /// The first graph in `text`, or `nil` if there is none or it does not parse (Graphviz
    /// reports why through its error function). Text after the first graph is ignored: call
    /// ``discardBufferedInput()`` before the next read.
    static func read(_ text: String) -> UnsafeMutablePointer<Agraph_t>? {
        // The lexer's line counter runs on across reads; without the reset, an error on the
        // first line of the tenth graph would be reported in line 10 or later.
        agreadline(1)
        return withSource(text) { agread($0, discipline) }
    }

    /// Empties cgraph's lexer. It keeps whatever it buffered past the end of a graph and
    /// serves it to the next read, whatever text that read is given (after
    /// `digraph A {} digraph B {}`, the next render would draw B). Reading on from an empty
    /// source until nothing is left consumes the leftovers; the graphs they hold are closed,
    /// and Graphviz may report errors about them, which concern no render.
    static func discardBufferedInput() {
        while let leftover = withSource("", { agread($0, discipline) }) { agclose(leftover) }
    }

    /// Runs `body` with a channel for `readLine` that serves `text`.
    private static func withSource<T>(_ text: String, _ body: (UnsafeMutableRawPointer) -> T) -> T {
        let source = Source(bytes: Array(text.utf8))
        return withExtendedLifetime(source) { body(Unmanaged.passUnretained(source).toOpaque()) }
    }

    /// The text being read and how far the lexer has got.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
    }

    /// One graph's names and IDs.
    fileprivate final class IDTable {
        let graph: UnsafeMutablePointer<Agraph_t>
        /// Interned name (from `agstrdup`, so one pointer per distinct name) to its ID.
        var ids: [UnsafeMutablePointer<CChar>: IDTYPE] = [:]
        var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
        /// The last named ID given; named IDs are even, like the default discipline's pointers.
        var lastNamed: IDTYPE = 0
        /// The last anonymous ID given; anonymous IDs are odd, as in the default discipline.
        var lastAnonymous: IDTYPE = 1
        init(graph: UnsafeMutablePointer<Agraph_t>) { self.graph = graph }
    }

    /// `afread`: copies the source up to and including the next newline, as `agmemread`'s
    /// reader does, so the lexer never buffers much beyond the graph it parses; 0 at the end.
    private static let readLine: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32 = {
        channel, buffer, size in
        guard let channel, let buffer, size > 0 else { return 0 }
        let source = Unmanaged<Source>.fromOpaque(channel).takeUnretainedValue()
        var count = 0
        while source.offset < source.bytes.count, count < Int(size) {
            let byte = source.bytes[source.offset]
            buffer[count] = CChar(bitPattern: byte)
            source.offset += 1
            count += 1
            if byte == UInt8(ascii: "\n") { break }
        }
        return Int32(count)
    }
}

/// Tables live from the root graph's `agopen` to its `agclose`; the state pointer owns one.
private func openTable(_ graph: UnsafeMutablePointer<Agraph_t>?, _: UnsafeMutablePointer<Agdisc_t>?) -> UnsafeMutableRawPointer? {
    guard let graph else { return nil }
    return Unmanaged.passRetained(DOTReader.IDTable(graph: graph)).toOpaque()
}

private func closeTable(_ state: UnsafeMutableRawPointer?) {
    guard let state else { return }
    Unmanaged<DOTReader.IDTable>.fromOpaque(state).release()
}

private func table(_ state: UnsafeMutableRawPointer?) -> DOTReader.IDTable? {
    state.map { Unmanaged<DOTReader.IDTable>.fromOpaque($0).takeUnretainedValue() }
}

/// Maps a name to its ID, numbering new names in order of first appearance; without a name,
/// gives the next anonymous ID. Returns 0 (cgraph's FALSE) for an unknown name when not
/// creating, so cgraph reports "no such object".
private func mapName(_ state: UnsafeMutableRawPointer?, _: Int32, _ name: UnsafeMutablePointer<CChar>?,
                     _ id: UnsafeMutablePointer<IDTYPE>?, _ create: Int32) -> Int {
    guard let table = table(state), let id else { return 0 }
    guard let name else {
        table.lastAnonymous += 2
        id.pointee = table.lastAnonymous
        return 1
    }
    // The string is interned (and, when creating, held) in the graph's string dictionary,
    // which agclose frees with the graph.
    guard let interned = create != 0 ? agstrdup(table.graph, name) : agstrbind(table.graph, name) else { return 0 }
    if let known = table.ids[interned] {
        id.pointee = known
        return 1
    }
    guard create != 0 else { return 0 }
    table.lastNamed += 2
    table.ids[interned] = table.lastNamed
    table.names[table.lastNamed] = interned
    id.pointee = table.lastNamed
    return 1
}

/// The name of `id`, or `nil` for anonymous objects (cgraph then prints `%` and the ID).
private func printName(_ state: UnsafeMutableRawPointer?, _: Int32, _ id: IDTYPE) -> UnsafeMutablePointer<CChar>? {
    table(state)?.names[id]
}

/// Callers may not choose IDs, as with the default discipline.
private func refuseID(_: UnsafeMutableRawPointer?, _: Int32, _: IDTYPE) -> Int { 0 }

/// A deleted object's name stays in the table: it is freed with the graph, and a later
/// object of the same name gets the same ID back.
private func keepID(_: UnsafeMutableRawPointer?, _: Int32, _: IDTYPE) {}

private func ignoreObject(_: UnsafeMutableRawPointer?, _: Int32, _: UnsafeMutableRawPointer?) {}

// cgraph's default allocator: zeroed blocks from the C heap, because Graphviz frees some of
// them with plain `free` and relies on new memory being zero.

private func openHeap(_: UnsafeMutablePointer<Agdisc_t>?) -> UnsafeMutableRawPointer? { nil }

private func allocateZeroed(_: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    calloc(1, size)
}

private func resizeZeroed(_: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?, _ old: Int,
                          _ size: Int) -> UnsafeMutableRawPointer? {
    let resized = realloc(block, size)
    if let resized, size > old { memset(resized + old, 0, size - old) }
    return resized
}

private func freeMemory(_: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) { free(block) }

// cgraph's default writer, for `agwrite` to a `FILE *` channel; rendering never writes
// through it, but the discipline must be complete.

private func writeString(_ channel: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let channel, let text else { return EOF }
    return fputs(text, channel.assumingMemoryBound(to: FILE.self))
}

private func flushFile(_ channel: UnsafeMutableRawPointer?) -> Int32 {
    fflush(channel?.assumingMemoryBound(to: FILE.self))
}
