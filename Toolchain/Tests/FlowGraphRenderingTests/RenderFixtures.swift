import FlowGraph
import Foundation

/// Navigation-shaped maps of any size, written by the real DOT writer so the renderer is tested
/// on what the tool feeds it: clusters, HTML labels, back dots, a legend.
enum NavigationMaps {
    /// Screens per flow (one cluster each).
    static let flowSize = 12

    /// A map of `screens` screens, shaped like an app's: a tab container whose tabs open the
    /// first flows, and flows forming a tree (each presented from a screen of its parent flow,
    /// three children per flow), each dismissable. In each flow the first screen fans out to
    /// the next three and the rest form a push chain, with `popTo`s back to the flow's start
    /// and target-less `pop`s and `popToRoot`s. About a third of the screens also link across
    /// the tree (presentations, deep-link pushes and emits to other flows, `dismissTo`s back);
    /// those links are what make hierarchical layout expensive.
    static func graph(screens: Int) -> NavigationGraph {
        var nodes: [ScreenNode] = []
        var edges: [NavigationEdge] = []
        for index in 0..<screens {
            let flow = index / flowSize
            let first = flow * flowSize
            nodes.append(ScreenNode(id: id(index), screen: "Screen\(index)ViewController",
                                    kind: index == 0 ? .tabs : .screen, group: "Flow\(flow)"))
            if index == first {
                guard flow > 0 else { continue }
                if flow <= 4 {
                    edges.append(NavigationEdge(from: id(0), to: id(index), action: .tab))
                } else {
                    let parent = (flow - 1) / 3
                    edges.append(NavigationEdge(from: id(parent * flowSize + 1 + flow % (flowSize - 1)), to: id(index),
                                                action: .verb(.present)))
                }
                edges.append(NavigationEdge(from: id(index), to: nil, action: .verb(.dismiss)))
                continue
            }
            let parent = index < first + 4 ? first : index - 1
            edges.append(NavigationEdge(from: id(parent), to: id(index), action: .verb(.push), label: "next"))
            if index % 3 == 0 { edges.append(NavigationEdge(from: id(index), to: id(first), action: .verb(.popTo))) }
            if index % 5 == 0 { edges.append(NavigationEdge(from: id(index), to: nil, action: .verb(.pop))) }
            if index % 7 == 0 { edges.append(NavigationEdge(from: id(index), to: nil, action: .verb(.popToRoot))) }
            if let link = crossLink(from: index, screens: screens) { edges.append(link) }
        }
        return NavigationGraph(nodes: nodes, edges: edges, roots: [id(0)])
    }

    /// The link from screen `index` across the flow tree, if it has one: a fixed pseudo-random
    /// choice (a multiplicative hash), so every map of a size is the same.
    static func crossLink(from index: Int, screens: Int) -> NavigationEdge? {
        let hash = (index &* 2_654_435_761) & 0xFFFF_FFFF
        let target = (hash >> 8) % screens
        let entry = target - target % flowSize
        guard target / flowSize != index / flowSize, entry < screens else { return nil }
        switch hash % 8 {
        case 0: return NavigationEdge(from: id(index), to: id(entry), action: .verb(.present))
        case 1: return NavigationEdge(from: id(index), to: id(entry), action: .verb(.push), label: "deep link")
        case 2: return NavigationEdge(from: id(index), to: id(entry), action: .verb(.emit))
        case 3 where target < index: return NavigationEdge(from: id(index), to: id(target), action: .verb(.dismissTo))
        default: return nil
        }
    }

    /// The id of screen `index`.
    static func id(_ index: Int) -> String { "Flow\(index / flowSize).screen\(index)" }

    /// The DOT text of a map of `screens` screens.
    static func dot(screens: Int, legend: Bool = true) -> String {
        DOTGraphWriter.write(graph(screens: screens), options: DOTOptions(includesLegend: legend))
    }
}

/// The width and height a PNG's header (IHDR, the first chunk) declares; `nil` if the bytes do
/// not start with the PNG signature and an IHDR chunk.
func pngDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
        return nil
    }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
}

/// Diagnostics handed to a ``RenderOptions/diagnostics`` handler, from any thread.
/// (A lock rather than `Mutex`, which needs macOS 15 while the package supports macOS 14.)
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// Records one render's diagnostics; usable as the handler itself.
    @Sendable func append(_ text: String) {
        lock.withLock { messages.append(text) }
    }

    /// Everything recorded so far.
    var all: [String] { lock.withLock { messages } }
}
