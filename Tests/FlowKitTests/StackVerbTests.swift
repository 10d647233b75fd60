import FlowKit
import FlowKitTesting
import Testing

/// home → detail → deep, with every stack verb bound somewhere.
@MainActor final class StackApp {
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onExtra = lets.setRoot(self.deep)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)
        vc.onBack = lets.pop()
        vc.onClose = lets.setRoot(self.home)
        vc.onExtra = lets.setRoot(self.deep)
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen(), name: "deep") { [unowned self] vc, lets in
        vc.onBack = lets.pop()
        vc.onAlt = lets.popTo(self.home)
        vc.onExtra = lets.popTo(self.detail)
        vc.onClose = lets.popToRoot()
    }

    /// A harness showing home → detail → deep; the screens are held only by the navigator.
    func deepStack() throws -> NavigationHarness {
        let harness = NavigationHarness(root: home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\DetailScreen.onNext)
        try harness.assertPushed(DeepScreen.self)
        return harness
    }
}

@MainActor
@Suite struct StackVerbTests {
    let app = StackApp()

    @Test(arguments: Hierarchy.allCases) func pushAddsTheTargetOnTopOfTheSourceStack(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let home = try harness.visible(HomeScreen.self)
        try harness.fire(\HomeScreen.onNext)
        let detail = try harness.assertPushed(DetailScreen.self)
        #expect(harness.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(home), ObjectIdentifier(detail)])
        #expect(harness.navigator.stack(containing: home)?.count == 2)
        #expect(harness.layers.count == 1)
        #expect(app.detail.liveScreen === detail)
    }

    @Test func popRemovesTheTopScreenAndReleasesIt() throws {
        let harness = try app.deepStack()
        weak let deep = app.deep.liveScreen
        #expect(deep != nil)
        try harness.fire(\DeepScreen.onBack)
        try harness.assertPopped(to: DetailScreen.self)
        #expect(typeNames(harness.stack) == ["HomeScreen", "DetailScreen"])
        #expect(deep == nil)
        #expect(app.deep.liveScreen == nil)
    }

    @Test func popToGoesBackToTheSameLiveInstance() throws {
        let harness = try app.deepStack()
        let detail = try #require(app.detail.liveScreen)
        try harness.fire(\DeepScreen.onExtra)
        let shown = try harness.assertPopped(to: DetailScreen.self)
        #expect(shown === detail, "popTo never rebuilds")
        #expect(typeNames(harness.stack) == ["HomeScreen", "DetailScreen"])
    }

    @Test func popToTheRootFlowReleasesEverythingAbove() throws {
        let harness = try app.deepStack()
        weak let detail = app.detail.liveScreen
        weak let deep = app.deep.liveScreen
        try harness.fire(\DeepScreen.onAlt)
        try harness.assertPopped(to: HomeScreen.self)
        #expect(typeNames(harness.stack) == ["HomeScreen"])
        #expect(detail == nil && deep == nil)
    }

    @Test func popToRootKeepsOnlyTheRoot() throws {
        let harness = try app.deepStack()
        let home = try #require(app.home.liveScreen)
        try harness.fire(\DeepScreen.onClose)
        let shown = try harness.assertPopped(to: HomeScreen.self)
        #expect(shown === home)
        #expect(harness.stack.count == 1)
        #expect(harness.navigator.screensOnScreen.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func setRootReplacesTheWholeStack(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onNext)
        weak let home = app.home.liveScreen
        weak let detail = app.detail.liveScreen
        try harness.fire(\DetailScreen.onExtra)
        let deep = try harness.assertReplacedRoot(with: DeepScreen.self)
        #expect(harness.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(deep)])
        #expect(home == nil && detail == nil, "the replaced stack's screens are released")
    }

    @Test(arguments: Hierarchy.allCases) func setRootMayNameAScreenAlreadyInTheSameStack(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let home = try harness.visible(HomeScreen.self)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\DetailScreen.onClose)
        let shown = try harness.assertReplacedRoot(with: HomeScreen.self)
        #expect(shown === home)
        #expect(harness.stack.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func setRootFromTheRootItselfWorks(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onExtra)
        try harness.assertReplacedRoot(with: DeepScreen.self)
        #expect(typeNames(harness.stack) == ["DeepScreen"])
        #expect(app.home.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func stackVerbsFromAScreenWithoutAStackAreRefused(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home, embedding: .none)
        #expect(harness.stack.isEmpty, "a bare root has no stack")
        let home = try harness.visible(HomeScreen.self)
        #expect(harness.navigator.stack(containing: home) == nil)
        try harness.fire(\HomeScreen.onNext)
        try harness.assertRefused(.noNavigationStack)
        try harness.fire(\HomeScreen.onExtra)
        try harness.assertRefused(.noNavigationStack)
        #expect(app.detail.liveScreen == nil, "a refused push builds nothing")
    }
}
