@_spi(FlowKitTools) import FlowKit

/// How the DOT writer draws each kind of node and each edge action.
///
/// Forward verbs get saturated colours and the layout's full weight; back verbs share one muted
/// grey and no weight (see ``DOTDocument``), so a map reads as the forward journey with the
/// ways back laid over it. Within a family, arrowheads tell verbs apart: a `tee` before the
/// head means "to a named screen", a doubled head means "all the way".
enum DOTStyle {
    /// A DOT attribute: its name and its value, already written as DOT text (quoted or HTML).
    typealias Attribute = (name: String, value: String)

    /// The colour for text and marks in back edges, the back-node dots and external nodes:
    /// 4.95:1 against white, so back-edge labels stay readable (WCAG AA asks 4.5:1).
    static let muted = "#707070"
    /// The colour for secondary text: ids under screen types, edge notes.
    static let secondary = "#616161"

    /// The attributes of a node of `kind`; `isRoot` adds a second outline, and a system screen
    /// (`provenance`) is filled grey, as the app shows it but declares none of it.
    static func node(_ kind: ScreenNode.Kind, isRoot: Bool, provenance: ScreenProvenance = .flow) -> [Attribute] {
        var attributes: [Attribute]
        switch kind {
        case .screen where provenance == .system:
            attributes = [("shape", q("box")), ("style", q("rounded,filled")), ("fillcolor", q("#ECEFF1")),
                          ("color", q(muted))]
        case .screen:
            attributes = [("shape", q("box")), ("style", q("rounded"))]
        case .tabs:
            attributes = [("shape", q("tab")), ("style", q("filled")), ("fillcolor", q("#E0F2F1")),
                          ("color", q("#00838F"))]
        case .external:
            attributes = [("shape", q("box")), ("style", q("dashed")), ("color", q(muted)),
                          ("fontcolor", q(secondary))]
        case .app:
            // The app's own code, not a screen: a tag pointing into the map.
            attributes = [("shape", q("cds")), ("style", q("filled")), ("fillcolor", q("#ECEFF1")),
                          ("color", q(muted))]
        case .group:
            // A whole flow group, drawn as the map draws a group's cluster.
            attributes = [("shape", q("box")), ("style", q("rounded,dashed")), ("color", q("#B0BEC5"))]
        }
        if isRoot { attributes += [("peripheries", q("2")), ("penwidth", q("1.5"))] }
        return attributes
    }

    /// The attributes that draw an edge of `action` from its tail to its head, without its
    /// label or layout hints.
    ///
    /// `conditional` dashes the line and greys the label but keeps the action's colour and
    /// arrowhead, so a verb inside `#if` is still recognisable. `drawnBackward` is for an edge
    /// written head → tail (`dir=back`, so it lies along the forward layout): its mark is an
    /// arrow*tail*, which Graphviz paints in the *second* colour of a colour list (a head takes
    /// the first), so a double line's list is shifted to put a visible colour there.
    static func edge(_ action: EdgeAction, conditional: Bool, drawnBackward: Bool = false) -> [Attribute] {
        let look = EdgeLook(action)
        var line = look.line
        if conditional { line = action == .verb(.present) ? "dashed,bold" : "dashed" }
        let color = drawnBackward && look.isDoubleLine ? "invis:\(look.color):invis" : look.color
        return [
            ("color", q(color)), ("fontcolor", q(conditional ? muted : look.ink)),
            ("style", q(line)), (drawnBackward ? "arrowtail" : "arrowhead", q(look.arrowhead)),
        ] + (drawnBackward ? [("dir", q("back"))] : [])
    }

    /// `action`'s line drawn in text (`───▶` for a push), for the legend; dashed when
    /// `conditional`.
    static func sample(_ action: EdgeAction, conditional: Bool) -> String {
        conditional ? "╌╌╌▶" : EdgeLook(action).sample
    }

    /// What an edge inferred from a UIKit call adds to its action's look: a thin line, so a
    /// map reads what the app declares (verbs, segues) before what the scanner worked out.
    /// Colour, dashes and arrowhead stay the action's, so the verb is still recognisable.
    static let inferredLine: [Attribute] = [("penwidth", q("0.5")), ("arrowsize", q("0.7"))]

    /// The legend's mark for ``inferredLine``.
    static let inferredMark = "thin line: inferred from a UIKit call"

    /// What marks a back verb drawn as a line of its source's label.
    static let backMark = "↩"

    /// The dot an entry arrow starts from.
    static func entryDot(tooltip: String) -> [Attribute] {
        [("shape", q("point")), ("width", q("0.1")), ("color", q(entryInk)), ("tooltip", q(tooltip))]
    }

    /// The entry arrow into a root: heavy and dark, with a large head.
    static let entryArrow: [Attribute] = [
        ("color", q(entryInk)), ("penwidth", q("2.5")), ("arrowhead", q("normal")), ("arrowsize", q("1.2")),
        ("weight", q("10")), ("minlen", q("1")),
    ]

    /// The colour of entry arrows, as dark as text.
    static let entryInk = "#263238"

    /// The single colour of `action`'s line and label, shared with the Mermaid writer so both
    /// maps use one palette.
    static func ink(_ action: EdgeAction) -> String { EdgeLook(action).ink }

    /// The per-action look; one table so the legend and the map cannot disagree.
    private struct EdgeLook {
        /// The line colour; two colours around `invis` draw a double line.
        var color: String
        /// The single colour for the label.
        var ink: String
        /// The DOT `style`.
        var line: String
        /// The DOT `arrowhead`.
        var arrowhead: String
        /// A few characters that draw the line and its head in text, for the legend.
        var sample: String
        /// Whether the line is drawn double (`color` is then `ink:invis:ink`).
        var isDoubleLine: Bool { color.contains(":") }

        init(_ action: EdgeAction) {
            switch action {
            case .tab: (color, line, arrowhead, sample) = ("#00796B", "dotted", "odot", "┈┈┈○")
            case .embed: (color, line, arrowhead, sample) = ("#5D4037", "dotted", "diamond", "┈┈┈◆")
            case .verb(let verb): (color, line, arrowhead, sample) = Self.look(of: verb)
            }
            ink = color
            // Replacing a stack or the window is drawn as a double line.
            if case .verb(let verb) = action, verb.replacesItsContainer { color = "\(color):invis:\(color)" }
        }

        /// A verb's look, from its traits: the family it acts on gives the colour, the line and the
        /// head, back verbs are muted, and how far the verb reaches marks the head.
        private static func look(of verb: NavigationVerb)
        -> (color: String, line: String, arrowhead: String, sample: String) {
            let head: (dot: String, glyph: String), line: (dot: String, glyph: String), ink: String
            switch verb.family {
            case .stack:
                (head, line) = (("normal", "▶"), ("solid", "─"))
                ink = verb.targetPosition == .rootOfSourceStack ? "#2E7D32" : "#37474F"
            case .modal:
                head = ("onormal", "▷")
                line = verb.isBackward ? ("dashed", "╌") : ("bold", "━")
                ink = "#1565C0"
            case .window: (head, line, ink) = (("normal", "▶"), ("solid", "─"), "#C62828")
            case .tabs: (head, line, ink) = (("odiamond", "◇"), ("dashed", "╌"), "#00796B")
            case .output: (head, line, ink) = (("vee", ">"), ("solid", "─"), "#7B1FA2")
            }
            let arrowhead: (dot: String, glyph: String)
            switch verb.extent {
            case .one: arrowhead = head
            case .toTarget: arrowhead = ("tee" + head.dot, "┤" + head.glyph)
            case .whole: arrowhead = (head.dot + head.dot, head.glyph + head.glyph)
            }
            let lineGlyph = verb.replacesItsContainer ? "═" : line.glyph
            let sample = String(repeating: lineGlyph, count: 4 - arrowhead.glyph.count) + arrowhead.glyph
            return (verb.isBackward ? DOTStyle.muted : ink, line.dot, arrowhead.dot, sample)
        }
    }

    /// Every colour a label is written in, so a test can hold each to 4.5:1 against white.
    static var labelInks: [String] {
        EdgeAction.allCases.map(ink) + [muted, secondary, clusterInk, entryInk]
    }

    /// The colour of a group's name.
    static let clusterInk = "#455A64"

    /// The rows of the legend for `edges`: each action drawn as a line (an edge with a target),
    /// in the vocabulary's order, then a conditional push if any such edge is conditional.
    /// Target-less back verbs are lines of text (``backMark``), explained among the marks.
    static func legendRows(for edges: [NavigationEdge]) -> [(title: String, action: EdgeAction, conditional: Bool)] {
        let drawn = edges.filter { $0.to != nil }
        let used = Set(drawn.map(\.action))
        let rows = EdgeAction.allCases.filter(used.contains).map { (title: $0.rawValue, action: $0, conditional: false) }
        return drawn.contains(where: \.conditional) ? rows + [("conditional (#if)", .verb(.push), true)] : rows
    }

    /// A DOT quoted string.
    static func q(_ text: String) -> String { TextEscaping.dotQuoted(text) }

    /// `attributes` as a DOT attribute list, with a leading space; empty for no attributes.
    static func list(_ attributes: [Attribute]) -> String {
        attributes.isEmpty ? "" : " [" + attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "]"
    }
}

extension NavigationVerb {
    /// Whether the verb replaces the whole content of its stack or of the window with its
    /// target, which maps draw as a double line.
    fileprivate var replacesItsContainer: Bool {
        switch targetPosition {
        case .rootOfSourceStack, .windowRoot: true
        case .pushedOntoSourceStack, .newModalLayer, .unchanged: false
        }
    }
}
