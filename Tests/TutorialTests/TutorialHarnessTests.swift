import FlowKit
import FlowKitTesting
import Testing
import TutorialApp

@MainActor
@Suite struct TutorialHarnessTests {
    let flows = TutorialFlows()

    @Test func nothingIsBuiltBeforeTheAppStarts() {
        #expect(flows.tutorial.liveScreen == nil)
        #expect(flows.login.liveScreen == nil)
        #expect(flows.dashboard.liveScreen == nil)
    }

    /// The README's example, on a temporary set of flows: the harness and the screens keep it.
    @Test func theReadmeExampleRunsOnATemporaryOwner() throws {
        let app = NavigationHarness(root: TutorialFlows().tutorial)
        try app.fire(\TutorialViewController.onFinish)
        try app.assertPushed(LoginViewController.self)
        try app.fire(\LoginViewController.onLogin, "ada")
        let dashboard = try app.assertPushed(DashboardViewController.self)
        #expect(dashboard.userName == "ada")
        try app.fire(\DashboardViewController.onShowProfile, "ada")
        try app.assertPresented(ProfileViewController.self)
    }

    @Test func aUserSignsInResetsAPasswordViewsAProfileAndSignsOut() throws {
        let app = NavigationHarness(root: flows.tutorial)
        let tutorial = try app.visible(TutorialViewController.self)
        try app.fire(\TutorialViewController.onFinish)
        let login = try app.assertPushed(LoginViewController.self)

        try app.fire(\LoginViewController.onForgotPassword)
        try app.assertPresented(ResetPasswordViewController.self)
        #expect(app.layers.count == 2)
        #expect(app.stack.count == 1, "the reset form is presented in its own navigation stack")
        try app.interact(ResetPasswordViewController.self) { $0.send(to: "ada@example.com") }
        #expect(try app.assertDismissed(to: LoginViewController.self) === login)
        #expect(flows.resetPassword.liveScreen == nil)

        try app.fire(\LoginViewController.onLogin, "Ada")
        let dashboard = try app.assertPushed(DashboardViewController.self)
        #expect(dashboard.userName == "Ada")
        #expect(dashboard.refreshCount == 1)

        try app.fire(\DashboardViewController.onShowProfile, "Ada Lovelace")
        let profile = try app.assertPresented(ProfileViewController.self)
        #expect(profile.name == "Ada Lovelace")

        try app.fire(\DashboardViewController.onLogout, on: dashboard)
        try app.assertRefused(.sourceNotVisible)

        try app.fire(\ProfileViewController.onClose)
        #expect(try app.assertDismissed(to: DashboardViewController.self) === dashboard)
        try app.fire(\DashboardViewController.onLogout)
        #expect(try app.assertPopped(to: TutorialViewController.self) === tutorial)
        #expect(app.stack.count == 1)
    }

    @Test func theLoginGoesBackToTheWalkthrough() throws {
        let app = NavigationHarness(root: flows.tutorial)
        try app.fire(\TutorialViewController.onFinish)
        try app.fire(\LoginViewController.onBack)
        try app.assertPopped(to: TutorialViewController.self)
        #expect(flows.login.liveScreen == nil)
    }

    @Test func cancellingTheResetFormDismissesIt() throws {
        let app = NavigationHarness(root: flows.tutorial)
        try app.fire(\TutorialViewController.onFinish)
        try app.fire(\LoginViewController.onForgotPassword)
        try app.fire(\ResetPasswordViewController.onCancel)
        try app.assertDismissed(to: LoginViewController.self)
        #expect(app.layers.count == 1)
    }

    @Test func theWalkthroughCannotBeFinishedTwice() throws {
        let app = NavigationHarness(root: flows.tutorial)
        let tutorial = try app.visible(TutorialViewController.self)
        try app.fire(\TutorialViewController.onFinish)
        try app.fire(\TutorialViewController.onFinish, on: tutorial)
        try app.assertRefused(.sourceNotVisible)
        #expect(app.stack.count == 2)
    }

    @Test func signingOutReleasesTheSessionAndSigningInAgainStartsFresh() throws {
        let app = NavigationHarness(root: flows.tutorial)
        try app.fire(\TutorialViewController.onFinish)
        try app.fire(\LoginViewController.onLogin, "Ada")
        weak let firstDashboard = flows.dashboard.liveScreen
        try app.fire(\DashboardViewController.onLogout)
        try app.assertPopped(to: TutorialViewController.self)
        #expect(firstDashboard == nil && flows.login.liveScreen == nil, "sign-out releases the session's screens")

        try app.fire(\TutorialViewController.onFinish)
        try app.fire(\LoginViewController.onLogin, "Grace")
        let dashboard = try app.assertPushed(DashboardViewController.self)
        #expect(dashboard.userName == "Grace")
        #expect(dashboard.refreshCount == 1, "a new dashboard, not the previous one shown again")
    }

    @Test func theLoginsBindingsCanBeCheckedWithASpy() throws {
        let spy = LetsSpy()
        let login = try spy.screen(of: flows.login)
        login.onLogin?("Ada")
        login.onForgotPassword?()
        login.onBack?()
        #expect(spy.verbs == [.push, .present, .pop])
        let push = try #require(spy.requests.first)
        #expect(push.label == "onLogin")
        #expect(push.target?.description == "dashboard")
        #expect(push.arguments.first as? String == "Ada")
        #expect(spy.requests[1].embedding == .navigation)
        #expect(flows.dashboard.liveScreen == nil, "the spy navigates nowhere")
    }
}
