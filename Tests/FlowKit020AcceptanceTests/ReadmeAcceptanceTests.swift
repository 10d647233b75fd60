import FlowKit
import FlowKitTesting
import Testing

/// FlowKit 0.2.0's README, run: each example navigates as the README says it does.
@MainActor
@Suite struct ReadmeAcceptanceTests {
    @Test func theTutorialLoginDashboardFlowRunsAsDrawn() throws {
        let app = NavigationHarness(root: tutorialScreen)
        try app.fire(\TutorialViewController.onContinue)
        try app.assertPushed(LoginViewController.self)
        try app.fire(\LoginViewController.onLogin)
        let dashboard = try app.assertPushed(DashboardViewController.self)
        dashboard.logOutButtonTapped()
        try app.assertPopped(to: TutorialViewController.self)
        #expect(app.stack.count == 1)
    }

    @Test func onCheckoutForwardsItsArgumentsIntoPrepare() throws {
        let app = NavigationHarness(root: itemScreen)
        try app.visible(ItemViewController.self).checkout()
        let checkout = try app.assertPushed(CheckoutViewController.self)
        #expect(checkout.purchase?.item == Item(name: "GreatProduct™"))
        #expect(checkout.purchase?.quantity == 2)
        #expect(app.events.last?.label == "onCheckout", "a `-> Void?` callback is labelled like any other")
        #expect(app.events.last?.arguments == [#"Item(name: "GreatProduct™")"#, "2"])
    }

    @Test func theGroupedMainFlowNavigatesAndPopsToLogin() throws {
        let flow = MainFlow()  // 0.2.0's `[unowned self]` without `owner:`: the app keeps the group
        let app = NavigationHarness(root: flow.tutorialScreen)
        try app.fire(\TutorialViewController.onContinue)
        let login = try app.assertPushed(LoginViewController.self)
        #expect(login.prepared, "{ $0.prepare } ran before the push")
        try app.fire(\LoginViewController.onLogin)
        try app.assertPushed(DashboardViewController.self)
        try app.fire(\DashboardViewController.onLogOut)
        #expect(try app.assertPopped(to: LoginViewController.self) === login)
        try app.fire(\LoginViewController.onLogin)
        try app.fire(\DashboardViewController.onExit)
        try app.assertPopped(to: TutorialViewController.self)
    }

    /// The README's "Testability" section, in Swift Testing form: which verb and target each
    /// callback is bound to, checked through a spy injected at the flow, nothing navigating.
    @Test func bindingsAreCheckedThroughASpyAtTheFlow() throws {
        let flow = MainFlow()
        let spy = LetsSpy()
        let vc = try spy.screen(of: flow.dashboardScreen)
        #expect(spy.binding(of: vc.onBack) == .pop)
        #expect(spy.binding(of: vc.onLogOut) == .popTo(flow.loginScreen))
        #expect(spy.binding(of: vc.onExit) == .popToRoot)
        #expect(spy.binding(of: vc.onLogOut) != .popTo(flow.tutorialScreen))

        let item = try spy.screen(of: itemScreen)
        #expect(spy.binding(of: item.onCheckout) { $0(Item(name: "pen"), 1) } == .push(checkoutScreen))
    }

    @Test func aFlowWithoutInteractionsShowsItsScreen() throws {
        let app = NavigationHarness(root: yourScreen)
        _ = try app.visible(TutorialViewController.self)
        try app.fire(\TutorialViewController.onContinue)
        try app.assertNoNavigation()
    }
}
