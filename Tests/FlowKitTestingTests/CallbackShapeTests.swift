import FlowKit
import FlowKitTesting
import Testing

/// Every shape a callback property can be declared with and still hold a verb (plain or
/// optional; `-> Void` or FlowKit 0.2.0's `-> Void?`; `@MainActor`, `@Sendable`, both or
/// neither), each taking `(Int, String)`.
@MainActor final class ShapeScreen {
    var plain: (Int, String) -> Void = { _, _ in }
    var optional: ((Int, String) -> Void)?
    var mainActor: @MainActor (Int, String) -> Void = { _, _ in }
    var optionalMainActor: (@MainActor (Int, String) -> Void)?
    var sendable: @Sendable (Int, String) -> Void = { _, _ in }
    var optionalSendable: (@Sendable (Int, String) -> Void)?
    var mainActorSendable: @MainActor @Sendable (Int, String) -> Void = { _, _ in }
    var optionalMainActorSendable: (@MainActor @Sendable (Int, String) -> Void)?
    var legacy: (Int, String) -> Void? = { _, _ in nil }
    var optionalLegacy: ((Int, String) -> Void?)?
    var mainActorLegacy: @MainActor (Int, String) -> Void? = { _, _ in nil }
    var optionalMainActorLegacy: (@MainActor (Int, String) -> Void?)?
    var sendableLegacy: @Sendable (Int, String) -> Void? = { _, _ in nil }
    var optionalSendableLegacy: (@Sendable (Int, String) -> Void?)?
    var mainActorSendableLegacy: @MainActor @Sendable (Int, String) -> Void? = { _, _ in nil }
    var optionalMainActorSendableLegacy: (@MainActor @Sendable (Int, String) -> Void?)?

    // Other arities, and the verbs that target no flow.
    var none: (@MainActor () -> Void?)?
    var one: (@Sendable (Int) -> Void)?
    var five: (Int, Int, Int, Int, Int) -> Void? = { _, _, _, _, _ in nil }
    var step: ((ShapeStep) -> Void)?
    var finish: ((Int) -> Void?)?
    var cancel: (() -> Void)?
    var showTabs: (() -> Void)?
}

enum ShapeStep: NavigationSteps {
    case open(Int)
    case stay
    static var everyStep: [ShapeStep] { [.open(0), .stay] }
}

@MainActor final class ShapeTargetScreen {
    private(set) var received: [String] = []
    func take(_ number: Int, _ text: String) { received.append("\(number) \(text)") }
    func one(_ number: Int) { received.append("\(number)") }
    func five(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) { received.append("\([a, b, c, d, e])") }
}

@MainActor final class ShapeFlows {
    let finished = FlowOutput<Int>(name: "finished")
    let cancelled = FlowSignal(name: "cancelled")
    lazy var shapes = Flow(with: ShapeScreen(), owner: self, name: "shapes") { [unowned self] vc, lets in
        vc.plain = lets.push(self.target) { $0.take }
        vc.optional = lets.push(self.target) { $0.take }
        vc.mainActor = lets.push(self.target) { $0.take }
        vc.optionalMainActor = lets.push(self.target) { $0.take }
        vc.sendable = lets.push(self.target) { $0.take }
        vc.optionalSendable = lets.push(self.target) { $0.take }
        vc.mainActorSendable = lets.push(self.target) { $0.take }
        vc.optionalMainActorSendable = lets.push(self.target) { $0.take }
        vc.legacy = lets.push(self.target) { $0.take }
        vc.optionalLegacy = lets.push(self.target) { $0.take }
        vc.mainActorLegacy = lets.push(self.target) { $0.take }
        vc.optionalMainActorLegacy = lets.push(self.target) { $0.take }
        vc.sendableLegacy = lets.push(self.target) { $0.take }
        vc.optionalSendableLegacy = lets.push(self.target) { $0.take }
        vc.mainActorSendableLegacy = lets.push(self.target) { $0.take }
        vc.optionalMainActorSendableLegacy = lets.push(self.target) { $0.take }
        vc.none = lets.push(self.target)
        vc.one = lets.push(self.target) { $0.one }
        vc.five = lets.push(self.target) { $0.five }
        vc.step = lets.steps { step in
            switch step {
            case .open(let number): .to(lets.push(self.target) { $0.one }, number)
            case .stay: .stay
            }
        }
        vc.finish = lets.emit(self.finished)
        vc.cancel = lets.emit(self.cancelled)
        vc.showTabs = lets.present(self.tabs)
    }
    lazy var target = Flow(with: ShapeTargetScreen(), owner: self, name: "target") { _, _ in }
    lazy var tabs = Tabs(name: "tabs", [Tab(target)])
}

/// The table: each shape, with the short forms an adopter writes for it.
enum CallbackShape: String, CaseIterable {
    case plain, optional, mainActor, optionalMainActor, sendable, optionalSendable, mainActorSendable
    case optionalMainActorSendable, legacy, optionalLegacy, mainActorLegacy, optionalMainActorLegacy
    case sendableLegacy, optionalSendableLegacy, mainActorSendableLegacy, optionalMainActorSendableLegacy

    var isOptional: Bool { rawValue.hasPrefix("optional") }

    /// `spy.binding(of: screen.<shape>, 7, "x")`.
    @MainActor func binding(_ spy: LetsSpy, _ s: ShapeScreen) -> SpyBinding? {
        switch self {
        case .plain: spy.binding(of: s.plain, 7, "x")
        case .optional: spy.binding(of: s.optional, 7, "x")
        case .mainActor: spy.binding(of: s.mainActor, 7, "x")
        case .optionalMainActor: spy.binding(of: s.optionalMainActor, 7, "x")
        case .sendable: spy.binding(of: s.sendable, 7, "x")
        case .optionalSendable: spy.binding(of: s.optionalSendable, 7, "x")
        case .mainActorSendable: spy.binding(of: s.mainActorSendable, 7, "x")
        case .optionalMainActorSendable: spy.binding(of: s.optionalMainActorSendable, 7, "x")
        case .legacy: spy.binding(of: s.legacy, 7, "x")
        case .optionalLegacy: spy.binding(of: s.optionalLegacy, 7, "x")
        case .mainActorLegacy: spy.binding(of: s.mainActorLegacy, 7, "x")
        case .optionalMainActorLegacy: spy.binding(of: s.optionalMainActorLegacy, 7, "x")
        case .sendableLegacy: spy.binding(of: s.sendableLegacy, 7, "x")
        case .optionalSendableLegacy: spy.binding(of: s.optionalSendableLegacy, 7, "x")
        case .mainActorSendableLegacy: spy.binding(of: s.mainActorSendableLegacy, 7, "x")
        case .optionalMainActorSendableLegacy: spy.binding(of: s.optionalMainActorSendableLegacy, 7, "x")
        }
    }

    /// `try app.fire(\ShapeScreen.<shape>, 7, "x", on: screen)`.
    @MainActor func fire(_ app: NavigationHarness, on screen: ShapeScreen? = nil) throws {
        switch self {
        case .plain: try app.fire(\ShapeScreen.plain, 7, "x", on: screen)
        case .optional: try app.fire(\ShapeScreen.optional, 7, "x", on: screen)
        case .mainActor: try app.fire(\ShapeScreen.mainActor, 7, "x", on: screen)
        case .optionalMainActor: try app.fire(\ShapeScreen.optionalMainActor, 7, "x", on: screen)
        case .sendable: try app.fire(\ShapeScreen.sendable, 7, "x", on: screen)
        case .optionalSendable: try app.fire(\ShapeScreen.optionalSendable, 7, "x", on: screen)
        case .mainActorSendable: try app.fire(\ShapeScreen.mainActorSendable, 7, "x", on: screen)
        case .optionalMainActorSendable: try app.fire(\ShapeScreen.optionalMainActorSendable, 7, "x", on: screen)
        case .legacy: try app.fire(\ShapeScreen.legacy, 7, "x", on: screen)
        case .optionalLegacy: try app.fire(\ShapeScreen.optionalLegacy, 7, "x", on: screen)
        case .mainActorLegacy: try app.fire(\ShapeScreen.mainActorLegacy, 7, "x", on: screen)
        case .optionalMainActorLegacy: try app.fire(\ShapeScreen.optionalMainActorLegacy, 7, "x", on: screen)
        case .sendableLegacy: try app.fire(\ShapeScreen.sendableLegacy, 7, "x", on: screen)
        case .optionalSendableLegacy: try app.fire(\ShapeScreen.optionalSendableLegacy, 7, "x", on: screen)
        case .mainActorSendableLegacy: try app.fire(\ShapeScreen.mainActorSendableLegacy, 7, "x", on: screen)
        case .optionalMainActorSendableLegacy:
            try app.fire(\ShapeScreen.optionalMainActorSendableLegacy, 7, "x", on: screen)
        }
    }
}

@MainActor
@Suite struct CallbackShapeTests {
    let flows = ShapeFlows()

    @Test(arguments: CallbackShape.allCases)
    func theSpyTellsTheBindingOfEveryShapeInTheShortForm(_ shape: CallbackShape) throws {
        let spy = LetsSpy()
        let screen = try spy.screen(of: flows.shapes)
        #expect(shape.binding(spy, screen) == .push(flows.target))
        #expect(spy.last?.arguments.map { "\($0)" } == ["7", "x"])
        #expect(spy.last?.label == shape.rawValue)
    }

    @Test(arguments: CallbackShape.allCases)
    func theHarnessFiresEveryShapeInTheShortForm(_ shape: CallbackShape) throws {
        let app = NavigationHarness(root: flows.shapes)
        try shape.fire(app)
        #expect(try app.assertPushed(ShapeTargetScreen.self, flow: flows.target).received == ["7 x"])
        #expect(app.events.last?.label == shape.rawValue)
    }

    @Test(arguments: CallbackShape.allCases.filter(\.isOptional))
    func aNilOptionalCallbackHasNoBindingAndDoesNotFire(_ shape: CallbackShape) throws {
        let unbound = ShapeScreen()
        #expect(shape.binding(LetsSpy(), unbound) == nil)
        let app = NavigationHarness(root: flows.shapes)
        #expect(throws: NavigationAssertionError.self) { try shape.fire(app, on: unbound) }
        try app.assertNoNavigation()
    }

    @Test func anyNumberOfArgumentsTakesTheShortForm() throws {
        let spy = LetsSpy()
        let screen = try spy.screen(of: flows.shapes)
        #expect(spy.binding(of: screen.none) == .push(flows.target))
        #expect(spy.binding(of: screen.one, 1) == .push(flows.target))
        #expect(spy.binding(of: screen.five, 1, 2, 3, 4, 5) == .push(flows.target))
        let app = NavigationHarness(root: flows.shapes)
        try app.fire(\ShapeScreen.five, 1, 2, 3, 4, 5)
        let target = try app.assertPushed(ShapeTargetScreen.self)
        #expect(target.received == ["[1, 2, 3, 4, 5]"])
        try app.fire(\.one, 6, on: try #require(app.stack.first as? ShapeScreen))   // covered: stale
        try app.assertRefused(.sourceNotVisible)
    }

    @Test func emittedOutputsTabsAndStepsHaveBindingsToo() throws {
        let spy = LetsSpy()
        let screen = try spy.screen(of: flows.shapes)
        #expect(spy.binding(of: screen.finish, 3) == .emit(flows.finished))
        #expect(spy.binding(of: screen.finish, 3) != .emit(FlowOutput<Int>(name: "finished")),
                "outputs are told apart by identity, not name")
        #expect(spy.binding(of: screen.cancel) == .emit(flows.cancelled))
        #expect(spy.binding(of: screen.cancel) != .emit(flows.finished))
        #expect(spy.binding(of: screen.showTabs) == .present(flows.tabs))
        #expect(spy.binding(of: screen.showTabs) != .setWindowRoot(flows.tabs))
        #expect(spy.binding(of: screen.step, .open(4)) == .push(flows.target))
        #expect(spy.binding(of: screen.step, .stay) == nil, "a step that stays sends nothing")
    }
}
