/// What the legend of a drawn map explains, for a legend written beside the picture instead
/// of inside it (documentation pages): read from the DOT writer's own legend facts
/// (``DOTStyle/legendRows(for:)``, ``DOTStyle/edge(_:conditional:drawnBackward:)`` and the
/// document's marks), so the words cannot disagree with the picture.
@_spi(FlowKitTools) public struct MapLegend: Hashable, Sendable {
    /// One line style the map uses.
    @_spi(FlowKitTools) public struct Line: Hashable, Sendable {
        /// What the style stands for: an action's name, or `conditional (#if)`.
        @_spi(FlowKitTools) public let title: String
        /// The line's colour as `#RRGGBB` (the first of a double line's colours).
        @_spi(FlowKitTools) public let color: String
        /// Whether the line is drawn double.
        @_spi(FlowKitTools) public let isDouble: Bool
        /// The DOT `style`: `solid`, `bold`, `dashed`, `dotted`, or a comma-separated mix.
        @_spi(FlowKitTools) public let style: String
        /// The DOT arrow name at the head (`normal`, `onormal`, `teenormal`…).
        @_spi(FlowKitTools) public let arrowhead: String
        /// The line drawn in text, as the drawn legend shows it (`───▶`, `━━━▷`, `══▶▶`).
        @_spi(FlowKitTools) public let sample: String
    }

    /// The line styles, in the order the drawn legend shows them.
    @_spi(FlowKitTools) public let lines: [Line]
    /// What the map's marks mean (`double outline: where the app starts`…), for those it uses.
    @_spi(FlowKitTools) public let marks: [String]

    /// Whether there is nothing to explain.
    @_spi(FlowKitTools) public var isEmpty: Bool { lines.isEmpty && marks.isEmpty }
}

extension NavigationGraph {
    /// The legend the DOT writer would draw for this map with `options`: the same rows and
    /// marks, whether or not `options` asks for the legend to be drawn.
    /// - Parameter options: The options the map is drawn with (sublines decide whether notes
    ///   are marks).
    @_spi(FlowKitTools) public func legend(options: DOTOptions = .init()) -> MapLegend {
        let document = DOTDocument(plan: WriterPlan(self), options: options)
        let lines = DOTStyle.legendRows(for: document.plan.edges).map { row -> MapLegend.Line in
            let attributes = DOTStyle.edge(row.action, conditional: row.conditional)
            func value(_ name: String) -> String {
                attributes.first { $0.name == name }.map { Self.unquoted($0.value) } ?? ""
            }
            let colors = value("color").split(separator: ":").map(String.init)
            return MapLegend.Line(title: row.title, color: colors.first ?? "", isDouble: colors.contains("invis"),
                                  style: value("style"), arrowhead: value("arrowhead"),
                                  sample: DOTStyle.sample(row.action, conditional: row.conditional))
        }
        return MapLegend(lines: lines, marks: document.marks)
    }

    /// A DOT quoted string's text (the writer's attribute values carry no escapes).
    private static func unquoted(_ quoted: String) -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return quoted }
        return String(quoted.dropFirst().dropLast())
    }
}
