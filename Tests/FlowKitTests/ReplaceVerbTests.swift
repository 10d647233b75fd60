import FlowKit
import FlowKitTesting
import Testing

/// home → detail, where detail replaces itself by deep (ignoring or forwarding the callback's
/// value) or by home, which is already on screen.
@MainActor private final class ReplaceApp {
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onExtra = lets.replace(self.deep)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onNext = lets.replace(self.deep)
        vc.onAlt = lets.replace(self.home)
        vc.onSelect = lets.replace(self.deep) { $0.prepare(value:) }
    }
    lazy var deep = Flow(with: DeepScreen(), name: "deep")
    lazy var modal: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "modal") { [unowned self] vc, lets in
        vc.onNext = lets.replace(self.deep)
    }
}

/// `replace(f)` swaps the top screen of the source's stack for `f`'s in one change (FlowStacks
/// issue 110): the screen below is never shown between.
@MainActor
struct ReplaceVerbTests {
    @Test(arguments: Hierarchy.allCases)
    func replaceSwapsTheTopScreenInOneChange(_ hierarchy: Hierarchy) throws {
        let app = ReplaceApp()
        let harness = hierarchy.harness(root: app.home)
        try harness.fire(\HomeScreen.onNext)
        weak let detail = try harness.assertPushed(DetailScreen.self)
        var shown: [[String]] = []
        let observation = harness.navigator.observe { [navigator = harness.navigator] event in
            shown.append(typeNames(navigator.visibleStack) + ["\(event.phase) \(event.verb)"])
        }
        try harness.fire(\DetailScreen.onNext)
        hierarchy.settle()
        observation.cancel()
        let deep = try harness.assertPushed(DeepScreen.self)
        #expect(typeNames(harness.stack) == ["HomeScreen", "DeepScreen"])
        #expect(shown == [["HomeScreen", "DetailScreen", "will replace"], ["HomeScreen", "DeepScreen", "did replace"]])
        #expect(app.deep.liveScreen === deep)
        #expect(detail == nil, "the replaced screen is released")
    }

    @Test func replaceForwardsTheCallbacksValuesToTheNewScreen() throws {
        let app = ReplaceApp()
        let harness = NavigationHarness(root: app.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.visible(DetailScreen.self).onSelect?(7)
        let deep = try harness.assertPushed(DeepScreen.self)
        #expect(deep.received == ["value:7"])
    }

    @Test func replaceAStacksOnlyScreenGivesTheStackANewRoot() throws {
        let app = ReplaceApp()
        let harness = NavigationHarness(root: app.home)
        try harness.fire(\HomeScreen.onExtra)
        try harness.assertPushed(DeepScreen.self)
        #expect(typeNames(harness.stack) == ["DeepScreen"])
    }

    /// Where a replace is refused.
    enum Refusal: CaseIterable {
        /// Detail replaces itself by home, which is below it.
        case targetOnScreen
        /// A screen presented without a stack replaces itself.
        case sourceWithoutAStack
    }

    @Test(arguments: Refusal.allCases) func aRefusedReplaceChangesAndBuildsNothing(_ refusal: Refusal) throws {
        let app = ReplaceApp()
        let navigator = HeadlessNavigator()
        navigator.start(app.home)
        var refusals: [RefusalReason] = []
        navigator.observe { if case .refused(let reason) = $0.phase { refusals.append(reason) } }
        switch refusal {
        case .targetOnScreen:
            _ = navigator.fromVisibleScreen().push(app.detail)
            try #require(navigator.visibleScreen as? DetailScreen).onAlt?()
            #expect(refusals == [.targetAlreadyOnScreen])
            #expect(typeNames(navigator.visibleStack) == ["HomeScreen", "DetailScreen"])
        case .sourceWithoutAStack:
            _ = navigator.fromVisibleScreen().present(app.modal)
            try #require(navigator.visibleScreen as? ModalScreen).onNext?()
            #expect(refusals == [.noNavigationStack])
            #expect(app.deep.liveScreen == nil, "a refused replace builds nothing")
        }
    }

    @Test func aSpySeesTheReplaceBinding() throws {
        let app = ReplaceApp()
        let spy = LetsSpy()
        let detail = try spy.screen(of: app.detail)
        let binding = try #require(spy.binding(of: detail.onNext))
        #expect(binding.verb == .replace)
        #expect(binding.target == ObjectIdentifier(app.deep))
    }
}
