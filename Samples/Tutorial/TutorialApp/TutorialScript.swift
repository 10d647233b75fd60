import FlowKit

/// Scripts a user through the tutorial app on a headless navigator, as a person would tap,
/// including a double tap and a stale callback that the navigator refuses.
@MainActor
public enum TutorialScript {
    /// Runs the script, passing each navigation event to `log` as it happens, and returns the
    /// navigator in its final state.
    @discardableResult
    public static func run(log: @escaping @MainActor (NavigationEvent) -> Void) -> HeadlessNavigator {
        let flows = TutorialFlows()
        let navigator = HeadlessNavigator()
        navigator.observe(log)
        navigator.start(flows.tutorial)

        let tutorial = flows.tutorial.liveScreen
        tutorial?.nextPage()
        tutorial?.onFinish?()
        tutorial?.onFinish?()                       // a double tap: refused, the tutorial is covered

        let login = flows.login.liveScreen
        login?.onForgotPassword?()
        flows.resetPassword.liveScreen?.send(to: "ada@example.com")
        login?.onLogin?("Ada")

        let dashboard = flows.dashboard.liveScreen
        dashboard?.onShowProfile?("Ada Lovelace")
        dashboard?.onLogout?()                      // stale: the profile covers the dashboard
        flows.profile.liveScreen?.onClose?()
        dashboard?.onLogout?()
        return navigator
    }
}
