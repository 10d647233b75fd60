@testable import FlowKit
import Testing

// `HierarchyDiff.steps` called directly, one row per change: the window before, the window the
// rules decided (layers marked made anew where a decision makes them), and the hierarchy's calls
// that take one to the other. Screens are one-letter names, as in NavigationRulesTableTests.

extension HierarchyDiffTableTests {
    typealias State = NavigationState<String>
    typealias Step = HierarchyStep<String>

    /// One layer: its content, and whether the decision makes it anew.
    struct Layer: Sendable {
        let box: NavigationRulesTableTests.Box
        let isNew: Bool

        static func kept(_ box: NavigationRulesTableTests.Box) -> Self { Self(box: box, isNew: false) }
        static func made(_ box: NavigationRulesTableTests.Box) -> Self { Self(box: box, isNew: true) }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [NavigationRulesTableTests.Box]
        let after: [Layer]
        let steps: [Step]

        var testDescription: String { name }

        init(_ name: String, _ before: [NavigationRulesTableTests.Box], _ after: [Layer], _ steps: [Step]) {
            self.name = name
            self.before = before
            self.after = after
            self.steps = steps
        }
    }

    static let rows: [Row] = [
        Row("nothing changed", [.stack(["A"]), .screen("B")], [.kept(.stack(["A"])), .kept(.screen("B"))], []),
        Row("a stack grows", [.stack(["A"])], [.kept(.stack(["A", "B"]))],
            [.setStack(["A", "B"], at: StackPath(layer: 0, tab: nil))]),
        Row("the top of a stack replaced: one call, so nothing shows between", [.stack(["A", "B"])],
            [.kept(.stack(["A", "C"]))], [.setStack(["A", "C"], at: StackPath(layer: 0, tab: nil))]),
        Row("a presented stack shrinks", [.stack(["A"]), .stack(["B", "C"])],
            [.kept(.stack(["A"])), .kept(.stack(["B"]))], [.setStack(["B"], at: StackPath(layer: 1, tab: nil))]),
        Row("a tab's stack changes", [.tabs([.stack(["C"]), .stack(["D"])], selected: 1)],
            [.kept(.tabs([.stack(["C"]), .stack(["D", "E"])], selected: 1))],
            [.setStack(["D", "E"], at: StackPath(layer: 0, tab: 1))]),
        Row("another tab selected", [.tabs([.stack(["C"]), .screen("D")], selected: 0)],
            [.kept(.tabs([.stack(["C"]), .screen("D")], selected: 1))], [.selectTab(1, layer: 0)]),
        Row("a layer presented", [.stack(["A"])], [.kept(.stack(["A"])), .made(.screen("C"))],
            [.present(.screen("C"))]),
        Row("two layers dismissed", [.stack(["A"]), .screen("B"), .stack(["C"])], [.kept(.stack(["A"]))],
            [.dismiss(fromLayer: 1)]),
        Row("a presented layer replaced", [.stack(["A"]), .screen("B")], [.kept(.stack(["A"])), .made(.screen("C"))],
            [.dismiss(fromLayer: 1), .present(.screen("C"))]),
        Row("a new window root over presented layers", [.stack(["A"]), .screen("B")], [.made(.stack(["C"]))],
            [.replaceWindow(.stack(["C"]))]),
        Row("a new window root holding the old root's screen", [.stack(["A"])], [.made(.stack(["A"]))],
            [.replaceWindow(.stack(["A"]))]),
        Row("the first window root", [], [.made(.screen("A"))], [.replaceWindow(.screen("A"))]),
        Row("a kept layer that cannot change in place is made anew", [.stack(["A"]), .screen("B")],
            [.kept(.stack(["A"])), .kept(.stack(["B"]))], [.dismiss(fromLayer: 1), .present(.stack(["B"]))]),
        Row("a kept root that cannot change in place is a new window root", [.screen("A")], [.kept(.stack(["A"]))],
            [.replaceWindow(.stack(["A"]))]),
    ]
}

struct HierarchyDiffTableTests {
    @Test(arguments: rows)
    func steps(_ row: Row) {
        let before = State(layers: NavigationRulesTableTests.state(row.before))
        let after = State(layers: row.after.map {
            State.Layer(content: NavigationRulesTableTests.content($0.box), isNew: $0.isNew)
        })
        #expect(HierarchyDiff.steps(from: before, to: after) == row.steps)
    }
}
