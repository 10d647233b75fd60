import FlowKit
import FlowKitTesting
import Testing

/// Two tabs: `one` (HomeScreen, in a stack) and `two` (SheetScreen, bare); a lobby shows them.
@MainActor final class TabApp {
    lazy var tabs = Tabs(name: "main", [Tab(one, title: "One"), Tab(two, embedding: .none, title: "Two")])
    lazy var one: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "one") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onAlt = lets.selectTab(self.two)
        vc.onPresent = lets.present(self.modal)
    }
    lazy var two: Flow<SheetScreen> = Flow(with: SheetScreen(), name: "two") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onAlt = lets.selectTab(self.one)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onAlt = lets.selectTab(self.two)
        vc.onBack = lets.pop()
    }
    lazy var modal: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "modal") { vc, lets in
        vc.onClose = lets.dismiss()
    }
    lazy var lobby: Flow<DeepScreen> = Flow(with: DeepScreen(), name: "lobby") { [unowned self] vc, lets in
        vc.onPresent = lets.present(self.tabs)
        vc.onNext = lets.setWindowRoot(self.tabs)
    }
}

@MainActor
@Suite struct TabTests {
    let app = TabApp()

    @Test(arguments: Hierarchy.allCases) func showingTabsBuildsEveryTabRoot(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        let one = try harness.visible(HomeScreen.self)
        let two = try #require(app.two.liveScreen, "every tab root is built when the container is shown")
        #expect(app.one.liveScreen === one)
        #expect(harness.navigator.screensOnScreen.map(ObjectIdentifier.init) == [ObjectIdentifier(one), ObjectIdentifier(two)])
        guard case .tabs(let container) = harness.layers[0].root else {
            Issue.record("expected a tab container at the window's root")
            return
        }
        #expect(container.selectedIndex == 0)
        #expect(container.name == "main")
        #expect(container.tabs.count == 2)
        if case .screen = container.tabs[1] {} else { Issue.record("tab two was declared without a stack") }
        #expect(typeNames(harness.stack) == ["HomeScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func selectTabSwitchesAndEachTabKeepsItsStack(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onNext)
        let detail = try harness.assertPushed(DetailScreen.self)
        try harness.fire(\DetailScreen.onAlt)
        let two = try harness.assertSelectedTab(SheetScreen.self)
        #expect(two === app.two.liveScreen)
        #expect(harness.stack.isEmpty, "tab two is bare")
        #expect(harness.navigator.isOnScreen(detail), "tab one's stack is kept while hidden")

        try harness.fire(\SheetScreen.onAlt)
        let back = try harness.assertSelectedTab(DetailScreen.self)
        #expect(back === detail, "selecting a tab shows the top of its stack")
        #expect(typeNames(harness.stack) == ["HomeScreen", "DetailScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func theInitialSelectionIsClamped(_ hierarchy: Hierarchy) {
        hierarchy.settle()
        #expect(Tabs([Tab(app.one), Tab(app.two)]).initialSelection == 0)
        #expect(Tabs(selected: 9, [Tab(app.one), Tab(app.two)]).initialSelection == 1)
        #expect(Tabs(selected: -3, [Tab(app.one), Tab(app.two)]).initialSelection == 0)

        let navigator = hierarchy.navigator()
        navigator.start(Tabs(selected: 1, [Tab(app.one), Tab(app.two)]))
        hierarchy.settle()
        #expect(navigator.visibleScreen === app.two.liveScreen)
    }

    @Test func aTabDeclaresItsFlowEmbeddingAndTitle() {
        let tab = app.tabs.tabs[1]
        #expect(tab.flow === app.two)
        #expect(tab.embedding == .none)
        #expect(tab.title == "Two")
        #expect(app.tabs.tabs[0].embedding == .navigation)
        #expect(app.tabs.descriptor.description == "main")
    }

    /// Headless, a tab container keeps its tabs' titles as UIKit's tab bar would show them.
    @Test func theHeadlessTabBarHoldsEachTabsTitle() throws {
        let hierarchy = HeadlessHierarchy()
        let navigator = FlowNavigator(hierarchy: hierarchy)
        navigator.start(app.tabs)
        let root = try #require(hierarchy.windowRoot)
        #expect(hierarchy.tabItems(of: root) == [TabItem(title: "One", imageName: nil), TabItem(title: "Two", imageName: nil)])
    }

    @Test(arguments: Hierarchy.allCases) func aBareTabCannotPush(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: Tabs(selected: 1, [Tab(app.one), Tab(app.two, embedding: .none)]))
        try harness.fire(\SheetScreen.onNext)
        try harness.assertRefused(.noNavigationStack)
        #expect(app.detail.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func presentingTabsAddsALayerShowingTheSelectedTab(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.lobby)
        try harness.fire(\DeepScreen.onPresent)
        let event = harness.events.last
        try harness.assertPresented(HomeScreen.self)
        #expect(harness.layers.count == 2)
        #expect(event?.target?.description == "main")
        #expect(event?.target?.typeName == "Tabs")
    }

    @Test(arguments: Hierarchy.allCases) func setWindowRootWithTabsReplacesTheWindow(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.lobby)
        weak let lobby = app.lobby.liveScreen
        try harness.fire(\DeepScreen.onNext)
        try harness.assertReplacedRoot(with: HomeScreen.self)
        #expect(harness.layers.count == 1)
        #expect(lobby == nil)
        try harness.fire(\HomeScreen.onAlt)
        try harness.assertSelectedTab(SheetScreen.self)
    }

    @Test(arguments: Hierarchy.allCases) func aModalFromATabCoversTheContainer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onPresent)
        try harness.assertPresented(ModalScreen.self)
        #expect(harness.layers.count == 2)
        try harness.fire(\HomeScreen.onAlt, on: app.one.liveScreen)
        try harness.assertRefused(.sourceNotVisible)
        try harness.fire(\ModalScreen.onClose)
        try harness.assertDismissed(to: HomeScreen.self)
    }

    @Test(arguments: Hierarchy.allCases) func aScreenPoppedInsideATabIsReleased(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onNext)
        weak let detail = app.detail.liveScreen
        try harness.fire(\DetailScreen.onBack)
        try harness.assertPopped(to: HomeScreen.self)
        #expect(detail == nil)
        #expect(harness.navigator.screensOnScreen.count == 2)
    }

    /// A screen can have one parent only: a container naming the same flow twice would show one
    /// instance in two tabs, which UIKit cannot do.
    @Test(arguments: Hierarchy.allCases) func aScreenIsNeverInTwoTabsAtOnce(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.lobby)
        navigator.fromVisibleScreen().present(Tabs([Tab(app.one), Tab(app.one)]))
        let ids = navigator.screensOnScreen.map(ObjectIdentifier.init)
        hierarchy.settle()
        #expect(Set(ids).count == ids.count, "the same screen is on screen twice: \(typeNames(navigator.screensOnScreen))")
        #expect(navigator.layers.count == 1)
    }
}
