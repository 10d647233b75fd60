import FlowKit

/// FlowKit's classic tutorial → login → dashboard app, declared once for every platform.
@MainActor
public final class TutorialFlows {
    /// A new set of flows; nothing is built until a navigator shows the root.
    public init() {}

    /// The walkthrough: the app's root.
    public lazy var tutorial = Flow(with: TutorialViewController(), owner: self, name: "tutorial") { [unowned self] vc, lets in
        vc.onFinish = lets.push(self.login)
    }

    /// Sign-in; the typed name is forwarded into the dashboard.
    public lazy var login = Flow(with: LoginViewController(), owner: self, name: "login") { [unowned self] vc, lets in
        vc.onLogin = lets.push(self.dashboard) { $0.show }
        vc.onForgotPassword = lets.present(self.resetPassword, embedding: .navigation)
        vc.onBack = lets.pop()
    }

    /// Password reset, presented over the login.
    public lazy var resetPassword = Flow(with: ResetPasswordViewController(), name: "resetPassword") { vc, lets in
        vc.onSend = lets.dismiss()
        vc.onCancel = lets.dismiss()
    }

    /// The signed-in home, written in the long form.
    public lazy var dashboard: Flow<DashboardViewController> = Flow(owner: self, name: "dashboard") { [unowned self] lets in
        let vc = DashboardViewController()
        vc.onShowProfile = lets.present(self.profile, embedding: .navigation) { $0.load }
        vc.onLogout = lets.popToRoot()
        return vc
    }

    /// A profile, closed by dismissing it.
    public lazy var profile = Flow(with: ProfileViewController(), name: "profile") { vc, lets in
        vc.onClose = lets.dismiss()
    }
}
