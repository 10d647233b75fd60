import FlowKit
import FlowKitTesting
import Testing

/// home (stack) presents a bare modal or a sheet in its own stack; everything can go back.
@MainActor final class ModalApp {
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onPresent = lets.present(self.modal)
        vc.onNext = lets.present(self.sheet, embedding: .navigation)
    }
    lazy var modal: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "modal") { [unowned self] vc, lets in
        vc.onClose = lets.dismiss()
        vc.onBack = lets.dismissAll()
        vc.onPresent = lets.present(self.sheet, embedding: .navigation)
        vc.onNext = lets.setWindowRoot(self.detail)
    }
    lazy var sheet: Flow<SheetScreen> = Flow(with: SheetScreen(), name: "sheet") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)
        vc.onClose = lets.dismiss()
        vc.onPresent = lets.present(self.detail)
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen(), name: "deep") { [unowned self] vc, lets in
        vc.onClose = lets.dismiss()
        vc.onExtra = lets.dismissAll()
        vc.onAlt = lets.dismiss(to: self.sheet)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onAlt = lets.dismiss(to: self.modal)
        vc.onExtra = lets.dismiss(to: self.home)
    }

    /// home | modal | sheet > deep: three layers.
    func threeLayers() throws -> NavigationHarness {
        let harness = NavigationHarness(root: home)
        try harness.fire(\HomeScreen.onPresent)
        try harness.fire(\ModalScreen.onPresent)
        try harness.fire(\SheetScreen.onNext)
        try harness.assertPushed(DeepScreen.self)
        return harness
    }
}

@MainActor
@Suite struct ModalVerbTests {
    let app = ModalApp()

    @Test(arguments: Hierarchy.allCases) func presentWithoutEmbeddingShowsABareScreenInANewLayer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let home = try harness.visible(HomeScreen.self)
        try harness.fire(\HomeScreen.onPresent)
        let modal = try harness.assertPresented(ModalScreen.self)
        #expect(harness.layers.count == 2)
        #expect(harness.stack.isEmpty, "a bare presented screen has no stack")
        #expect(harness.navigator.isOnScreen(home), "the presenter stays on screen, covered")
        #expect(harness.navigator.stack(containing: modal) == nil)
        guard case .screen(let shown) = harness.layers[1].root else {
            Issue.record("expected a bare screen in layer 1")
            return
        }
        #expect(ObjectIdentifier(shown) == ObjectIdentifier(modal))
    }

    @Test(arguments: Hierarchy.allCases) func presentWithNavigationEmbeddingStartsANewStack(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let home = try harness.visible(HomeScreen.self)
        try harness.fire(\HomeScreen.onNext)
        try harness.assertPresented(SheetScreen.self)
        try harness.fire(\SheetScreen.onNext)
        try harness.assertPushed(DeepScreen.self)
        #expect(typeNames(harness.stack) == ["SheetScreen", "DeepScreen"])
        #expect(harness.navigator.stack(containing: home)?.count == 1, "the root's stack is untouched")
        #expect(harness.layers.count == 2)
    }

    @Test(arguments: Hierarchy.allCases) func dismissFromAPresentedScreenRemovesItsLayerAndReleasesIt(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onPresent)
        weak let modal = app.modal.liveScreen
        #expect(modal != nil)
        try harness.fire(\ModalScreen.onClose)
        try harness.assertDismissed(to: HomeScreen.self)
        #expect(harness.layers.count == 1)
        #expect(modal == nil)
    }

    @Test(arguments: Hierarchy.allCases) func dismissFromDeepInAPresentedStackRemovesTheWholeLayer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\SheetScreen.onNext)
        try harness.fire(\DeepScreen.onClose)
        try harness.assertDismissed(to: HomeScreen.self)
        #expect(harness.layers.count == 1)
        #expect(app.sheet.liveScreen == nil && app.deep.liveScreen == nil)
    }

    @Test func aProgramDismissFromAPresenterRemovesWhatItPresents() throws {
        let harness = try app.threeLayers()
        let modal = try #require(app.modal.liveScreen)
        harness.navigator.from(modal).run(.dismiss)
        try harness.assertDismissed(to: ModalScreen.self)
        #expect(harness.layers.count == 2)
        #expect(harness.visibleScreen === modal)
    }

    @Test(arguments: Hierarchy.allCases) func presentingFromAPresentedScreenAddsALayer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onPresent)
        try harness.fire(\ModalScreen.onPresent)
        try harness.fire(\SheetScreen.onPresent)
        try harness.assertPresented(DetailScreen.self)
        #expect(harness.layers.count == 4)
        #expect(typeNames(harness.navigator.screensOnScreen)
                == ["HomeScreen", "ModalScreen", "SheetScreen", "DetailScreen"])
    }

    @Test func dismissToAScreenInTheTopLayerIsRefused() throws {
        let harness = try app.threeLayers()
        try harness.fire(\DeepScreen.onAlt)
        try harness.assertRefused(.nothingToDismiss)
        #expect(harness.layers.count == 3)
    }

    @Test func dismissAllGoesBackToTheWindowRoot() throws {
        let harness = try app.threeLayers()
        #expect(harness.layers.count == 3)
        try harness.fire(\DeepScreen.onExtra)
        try harness.assertDismissed(to: HomeScreen.self)
        #expect(harness.layers.count == 1)
        #expect(harness.navigator.screensOnScreen.count == 1)
        #expect(app.modal.liveScreen == nil && app.sheet.liveScreen == nil && app.deep.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func dismissToRemovesTheLayersAboveTheTarget(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onPresent)
        try harness.fire(\ModalScreen.onPresent)
        try harness.fire(\SheetScreen.onPresent)
        let modal = try #require(app.modal.liveScreen)
        try harness.fire(\DetailScreen.onAlt)
        let shown = try harness.assertDismissed(to: ModalScreen.self)
        #expect(shown === modal, "dismissTo never rebuilds its target")
        #expect(harness.layers.count == 2)
        #expect(app.sheet.liveScreen == nil && app.detail.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func dismissToTheWindowRootLeavesOneLayer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onPresent)
        try harness.fire(\ModalScreen.onPresent)
        try harness.fire(\SheetScreen.onPresent)
        try harness.fire(\DetailScreen.onExtra)
        try harness.assertDismissed(to: HomeScreen.self)
        #expect(harness.layers.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func setWindowRootReplacesEveryLayer(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onPresent)
        weak let home = app.home.liveScreen
        try harness.fire(\ModalScreen.onNext)
        try harness.assertReplacedRoot(with: DetailScreen.self)
        #expect(harness.layers.count == 1)
        #expect(typeNames(harness.stack) == ["DetailScreen"], "setWindowRoot embeds in a stack by default")
        #expect(home == nil && app.modal.liveScreen == nil)
    }
}
