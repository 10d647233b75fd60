@testable import FlowGraph
import Testing

/// Every action's look in a DOT map, drawn from its verb's traits: one row per action, so a verb
/// whose traits change, or a new one, shows here how maps will draw it.
struct EdgeLookTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let action: EdgeAction
        let color: String
        let line: String
        let arrowhead: String
        let sample: String

        var testDescription: String { action.rawValue }

        init(_ action: EdgeAction, _ color: String, _ line: String, _ arrowhead: String, _ sample: String) {
            (self.action, self.color, self.line, self.arrowhead, self.sample) = (action, color, line, arrowhead, sample)
        }
    }

    static let rows: [Row] = [
        Row(.verb(.push), "#37474F", "solid", "normal", "───▶"),
        Row(.verb(.replace), "#37474F", "solid", "normal", "───▶"),
        Row(.verb(.present), "#1565C0", "bold", "onormal", "━━━▷"),
        Row(.verb(.pop), "#707070", "solid", "normal", "───▶"),
        Row(.verb(.popTo), "#707070", "solid", "teenormal", "──┤▶"),
        Row(.verb(.popToRoot), "#707070", "solid", "normalnormal", "──▶▶"),
        Row(.verb(.dismiss), "#707070", "dashed", "onormal", "╌╌╌▷"),
        Row(.verb(.dismissAll), "#707070", "dashed", "onormalonormal", "╌╌▷▷"),
        Row(.verb(.dismissTo), "#707070", "dashed", "teeonormal", "╌╌┤▷"),
        Row(.verb(.setRoot), "#2E7D32:invis:#2E7D32", "solid", "normal", "═══▶"),
        Row(.verb(.setWindowRoot), "#C62828:invis:#C62828", "solid", "normalnormal", "══▶▶"),
        Row(.verb(.selectTab), "#00796B", "dashed", "odiamond", "╌╌╌◇"),
        Row(.verb(.emit), "#7B1FA2", "solid", "vee", "───>"),
        Row(.tab, "#00796B", "dotted", "odot", "┈┈┈○"),
        Row(.embed, "#5D4037", "dotted", "diamond", "┈┈┈◆"),
    ]

    @Test(arguments: rows)
    func look(_ row: Row) {
        let attributes = Dictionary(uniqueKeysWithValues: DOTStyle.edge(row.action, conditional: false).map {
            ($0.name, $0.value)
        })
        #expect(attributes["color"] == DOTStyle.q(row.color))
        #expect(attributes["style"] == DOTStyle.q(row.line))
        #expect(attributes["arrowhead"] == DOTStyle.q(row.arrowhead))
        #expect(DOTStyle.sample(row.action, conditional: false) == row.sample)
    }

    @Test func everyActionHasARow() {
        #expect(Set(Self.rows.map(\.action)) == Set(EdgeAction.allCases))
    }
}
