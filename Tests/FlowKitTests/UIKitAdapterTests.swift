import FlowKit
import FlowKitOverUIKitStandIn
import FlowKitTesting
import Testing
import UIKitStandIn

// FlowKit's UIKit hierarchy over the UIKit stand-in: the five bugs of the adapter that mirrored
// a model into UIKit (each test failed against it), and dropping flows into an app's own UIKit
// code. Transitions end on later turns of the run loop, as on a device; `turn()` lets one pass.

/// A shop with a sign-in sheet, a second sheet, and tabs with titled items.
@MainActor final class SignInApp {
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onPresent = lets.present(self.signIn, embedding: .navigation)
        vc.onAlt = lets.present(self.help)
        vc.onNext = lets.push(self.detail)
    }
    lazy var signIn: Flow<SheetScreen> = Flow(with: SheetScreen(), name: "signIn") { [unowned self] vc, lets in
        vc.onNext = lets.setWindowRoot(self.tabs)
        vc.onClose = lets.dismiss()
    }
    lazy var help: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "help") { vc, lets in
        vc.onClose = lets.dismiss()
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)
        vc.onBack = lets.pop()
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen(), name: "deep") { vc, lets in
        vc.onBack = lets.popToRoot()
    }
    lazy var tabs = Tabs(name: "main", [
        Tab(detail, title: "Shop", imageName: "bag"),
        Tab(help, embedding: .none, title: "Help", imageName: "questionmark"),
    ])
}

/// Records what UIKit tells the app's own delegates.
@MainActor final class AppDelegates: UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    private(set) var shown: [String] = []
    private(set) var sheetsSwipedAway = 0

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append("\(type(of: viewController))")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        sheetsSwipedAway += 1
    }
}

@MainActor
struct UIKitAdapterTests {
    let app = SignInApp()
    let window = UIWindow()
    let navigator: FlowNavigator
    let log: EventLog

    init() {
        StandInRunLoop.main.reset()
        navigator = FlowNavigator(window: window)
        log = EventLog(navigator)
    }

    private func settle() { StandInRunLoop.main.runUntilIdle() }

    /// The home flow's screen, built on its own and shown by the app's own code: the root of a
    /// navigation controller that is the root of a window of the app's (keep the window).
    private func homeInTheAppsOwnStack() throws -> (UIWindow, UINavigationController, HomeScreen) {
        let home = try #require(app.home.viewController)
        let stack = UINavigationController(rootViewController: home)
        let appWindow = UIWindow()
        appWindow.rootViewController = stack
        return (appWindow, stack, home)
    }

    /// Bug 1: the new root was told to dismiss (it presents nothing), so the sheet stayed up.
    @Test func replacingTheRootWhileASheetIsUpTakesTheSheetDown() throws {
        navigator.start(app.home)
        app.home.liveScreen?.onPresent?()
        settle()
        let sheet = try #require(app.signIn.liveScreen)
        let oldRoot = try #require(window.rootViewController)
        sheet.onNext?()
        settle()
        #expect(window.rootViewController is UITabBarController)
        #expect(oldRoot.presentedViewController == nil, "the sign-in sheet is still presented over the old root")
        #expect(sheet.presentingViewController == nil)
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(StandInRunLoop.main.misuses.isEmpty, "\(StandInRunLoop.main.misuses)")
    }

    /// Bug 2: a present in the same turn as an animated dismissal went to a controller still
    /// dismissing, UIKit dropped it, and every later tap was refused as not visible.
    @Test func aSheetOpenedAsAnotherClosesWaitsAndThenTakesTaps() throws {
        navigator.start(app.home)
        app.home.liveScreen?.onPresent?()
        settle()
        let home = try #require(app.home.liveScreen)
        app.signIn.liveScreen?.onClose?()
        #expect(navigator.from(home).present(app.help) == .queued)
        settle()
        let help = try #require(app.help.liveScreen)
        #expect(window.rootViewController?.presentedViewController === help)
        help.onClose?()
        settle()
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(log.events.allSatisfy { $0.refusal == nil }, "\(log.events.map(\.description))")
        #expect(StandInRunLoop.main.misuses.isEmpty, "\(StandInRunLoop.main.misuses)")
    }

    /// Bug 3: the adapter made itself the delegate of every navigation, tab bar and
    /// presentation controller, so the app's own never heard a thing.
    @Test func theAppsDelegatesStayTheAppsAndHearEverything() throws {
        let delegates = AppDelegates()
        let home = try #require(navigator.screen(of: app.home))
        let stack = UINavigationController(rootViewController: home)
        stack.delegate = delegates
        window.rootViewController = stack
        home.onPresent?()
        settle()
        let sheet = try #require(app.signIn.liveScreen(in: navigator)?.navigationController)
        // A sheet FlowKit presents has no delegate of FlowKit's: it is the app's to set.
        #expect(sheet.presentationController?.delegate == nil)
        sheet.presentationController?.delegate = delegates
        sheet.simulateSwipeDown()
        settle()
        #expect(delegates.sheetsSwipedAway == 1)
        #expect(sheet.presentationController == nil)
        // Nothing had to be reported: home is visible again and its verbs work at once.
        home.onNext?()
        settle()
        #expect(stack.delegate === delegates)
        #expect(delegates.shown == ["DetailScreen"])
        app.detail.liveScreen(in: navigator)?.onBack?()
        settle()
        #expect(stack.viewControllers == [home])
        #expect(delegates.shown == ["DetailScreen", "HomeScreen"])
        #expect(log.events.allSatisfy { $0.refusal == nil }, "\(log.events.map(\.description))")
    }

    /// Bug 4: tab titles never reached the tab bar.
    @Test func tabTitlesAndImagesReachTheTabBar() throws {
        navigator.start(app.tabs)
        settle()
        let tabBar = try #require(window.rootViewController as? UITabBarController)
        let items = (tabBar.viewControllers ?? []).map { $0.tabBarItem }
        #expect(items.map { $0?.title } == ["Shop", "Help"])
        #expect(items.map { $0?.image?.standInName } == ["bag", "questionmark"])
        #expect(tabBar.viewControllers?.first is UINavigationController)
        #expect(tabBar.viewControllers?.last === app.help.liveScreen(in: navigator))
    }

    /// Bug 5: each `didShow` with fewer view controllers than the model was taken for the
    /// user's back swipe, intermediate states of overlapping changes included.
    @Test func overlappingProgrammaticChangesAreNeverTakenForTheUsersGestures() throws {
        navigator.start(app.home)
        let home = try #require(app.home.liveScreen)
        home.onNext?()
        app.detail.liveScreen?.onNext?()        // lands while the first push animates
        StandInRunLoop.main.turn()
        app.deep.liveScreen?.onBack?()          // a pop to root while the second push animates
        settle()
        let stack = try #require(window.rootViewController as? UINavigationController)
        #expect(stack.viewControllers == [home])
        #expect(log.events.allSatisfy { $0.origin != .userGesture })
        #expect(log.events.filter { $0.phase == .did }.map(\.verb) == [.setWindowRoot, .push, .push, .popToRoot])
        #expect(StandInRunLoop.main.misuses.isEmpty, "\(StandInRunLoop.main.misuses)")
    }

    /// Drop-in: the app builds a flow's screen, puts it in a stack of its own, and the flow's
    /// pushes land in that stack.
    @Test func aScreenPlacedByTheAppPushesOntoTheStackItIsIn() throws {
        let (appWindow, stack, home) = try homeInTheAppsOwnStack()
        defer { withExtendedLifetime(appWindow) {} }
        home.onNext?()
        settle()
        #expect(stack.viewControllers.count == 2)
        let detail = try #require(stack.viewControllers.last as? DetailScreen)
        detail.onNext?()
        settle()
        #expect(stack.viewControllers.map { "\(type(of: $0))" } == ["HomeScreen", "DetailScreen", "DeepScreen"])
        (stack.viewControllers.last as? DeepScreen)?.onBack?()
        settle()
        #expect(stack.viewControllers == [home])
    }

    /// Drop-in: the app pushes a screen of its own and the user swipes back, between two flow
    /// verbs, and nothing is refused or reported.
    @Test func theAppsOwnPushAndTheUsersBackSwipeNeedNoReporting() throws {
        let observed = EventLog(FlowNavigator.placedByApp)
        let (appWindow, stack, home) = try homeInTheAppsOwnStack()
        defer { withExtendedLifetime(appWindow) {} }
        home.onNext?()
        settle()
        let detail = try #require(stack.topViewController as? DetailScreen)
        stack.pushViewController(UIViewController(), animated: true)   // the app's own screen
        settle()
        stack.simulateBackSwipe()
        settle()
        #expect(stack.topViewController === detail)
        detail.onNext?()
        settle()
        #expect(stack.topViewController is DeepScreen)
        #expect(observed.events.filter { $0.phase == .did }.map(\.verb) == [.push, .push])
        #expect(observed.events.allSatisfy { $0.refusal == nil }, "\(observed.events.map(\.description))")
    }

    /// Drop-in inside a container of the app's own: the screen pushes onto the stack the
    /// container is in, as UIKit's `navigationController` does.
    @Test func aScreenInAnAppsOwnContainerPushesOntoTheContainersStack() throws {
        let appWindow = UIWindow()
        let home = try #require(app.home.viewController)
        let container = UIViewController()
        container.addChild(home)
        let stack = UINavigationController(rootViewController: container)
        appWindow.rootViewController = stack
        home.onNext?()
        settle()
        #expect(stack.viewControllers.first === container)
        #expect(stack.topViewController is DetailScreen)
        #expect(home.parent === container)
    }
}
