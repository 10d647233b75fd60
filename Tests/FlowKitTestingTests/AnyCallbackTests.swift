import FlowKit
import FlowKitTesting
import Testing

/// Callbacks of every shape an app declares, fired and checked through the harness and the spy.
final class ShapesScreen {
    var onPlain: () -> Void = {}
    var onFour: (Int, String, Bool, Double) -> Void = { _, _, _, _ in }
    var onLegacy: (String, Int) -> Void? = { _, _ in nil }
    var onIsolated: @MainActor (Int) -> Void = { _ in }
    var onOptional: ((Int, Int) -> Void)?
}

final class ShapesTarget {
    private(set) var received: [String] = []
    func take(_ a: Int, _ b: String, _ c: Bool, _ d: Double) { received.append("\(a) \(b) \(c) \(d)") }
    func legacy(_ name: String, _ count: Int) { received.append("\(name)×\(count)") }
    func one(_ value: Int) { received.append("\(value)") }
    func pair(_ a: Int, _ b: Int) { received.append("\(a),\(b)") }
}

@MainActor final class ShapesFlows {
    lazy var shapes = Flow(with: ShapesScreen(), owner: self, name: "shapes") { [unowned self] vc, lets in
        vc.onPlain = lets.push(self.first)
        vc.onFour = lets.push(self.second) { $0.take }
        vc.onLegacy = lets.push(self.first) { $0.legacy }
        vc.onIsolated = lets.push(self.second) { $0.one }
        vc.onOptional = lets.present(self.first) { $0.pair }
    }
    // Two flows of one screen type, told apart by flow.
    lazy var first = Flow(with: ShapesTarget(), owner: self, name: "first") { _, _ in }
    lazy var second = Flow(with: ShapesTarget(), owner: self, name: "second") { _, _ in }
}

@MainActor
@Suite struct AnyCallbackTests {
    let flows = ShapesFlows()

    @Test func aPlainCallbackFiresDirectly() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onPlain)
        try app.assertPushed(ShapesTarget.self, flow: flows.first)
    }

    @Test func fourArgumentsForwardThroughTheCallingForm() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onFour) { $0(7, "x", true, 1.5) }
        let target = try app.assertPushed(ShapesTarget.self, flow: flows.second)
        #expect(target.received == ["7 x true 1.5"])
        #expect(app.events.last?.arguments == ["7", "x", "true", "1.5"])
    }

    @Test func aVoidOptionalReturningCallbackFires() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onLegacy) { _ = $0("pen", 3) }
        #expect(try app.assertPushed(ShapesTarget.self, flow: flows.first).received == ["pen×3"])
        #expect(app.events.last?.label == "onLegacy")
    }

    @Test func aMainActorCallbackFires() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onIsolated) { $0(4) }
        #expect(try app.assertPushed(ShapesTarget.self, flow: flows.second).received == ["4"])
    }

    @Test func anOptionalCallbackFiresAndANilOneThrows() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onOptional, 1, 2)
        try app.assertPresented(ShapesTarget.self, flow: flows.first)
        let screen = ShapesScreen()
        #expect(throws: NavigationAssertionError.self) { try app.fire(\ShapesScreen.onOptional, 1, 2, on: screen) }
    }

    @Test func theWrongFlowFailsTheAssertion() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onPlain)
        #expect(throws: NavigationAssertionError.self) {
            try app.assertPushed(ShapesTarget.self, flow: flows.second)
        }
    }

    @Test func aMultiStepNavigationIsCheckedInOrder() throws {
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapesScreen.onOptional, 1, 2)
        app.navigator.userSwipesDownSheet()
        try app.fire(\ShapesScreen.onPlain)
        try app.assertSteps([.presented(ShapesTarget.self, flow: flows.first), .dismissed(),
                             .pushed(ShapesTarget.self, flow: flows.first)])
        try app.fire(\ShapesScreen.onPlain, on: app.stack.first as? ShapesScreen)
        #expect(throws: NavigationAssertionError.self) { try app.assertSteps([.pushed(ShapesTarget.self)]) }
    }

    @Test func theSpyTellsEveryBindingWithoutNavigating() throws {
        let spy = LetsSpy()
        let screen = try spy.screen(of: flows.shapes)
        #expect(spy.binding(of: screen.onPlain) == .push(flows.first))
        #expect(spy.binding(of: screen.onFour, 1, "a", false, 0) == .push(flows.second))
        #expect(spy.binding(of: screen.onLegacy, "a", 1) == .push(flows.first))
        #expect(spy.binding(of: screen.onOptional) { $0(1, 2) } == .present(flows.first))
        #expect(spy.binding(of: screen.onPlain) != .push(flows.second))
        #expect(flows.first.liveScreen == nil, "nothing was built or shown")
    }
}
