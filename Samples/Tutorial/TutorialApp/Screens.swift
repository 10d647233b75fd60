// Screens as a UIKit app would write its view controllers: state, and callbacks that say what
// the user did. None of them knows another screen.

/// The first-launch walkthrough.
@MainActor
public final class TutorialViewController {
    /// The page shown, 0-based.
    public private(set) var page = 0
    /// The user finished or skipped the walkthrough.
    public var onFinish: (() -> Void)?

    /// A walkthrough on its first page.
    public init() {}

    /// Shows the next page.
    public func nextPage() { page += 1 }
}

/// The sign-in form.
@MainActor
public final class LoginViewController {
    /// The user signed in with a name.
    public var onLogin: ((String) -> Void)?
    /// The user asked to reset the password.
    public var onForgotPassword: (() -> Void)?
    /// The user went back to the walkthrough.
    public var onBack: (() -> Void)?

    /// An empty form.
    public init() {}
}

/// The password reset form, presented modally.
@MainActor
public final class ResetPasswordViewController {
    /// The address the reset link goes to, if the user typed one.
    public private(set) var email: String?
    /// The user sent the reset link.
    public var onSend: ((String) -> Void)?
    /// The user closed the form.
    public var onCancel: (() -> Void)?

    /// An empty form.
    public init() {}

    /// The user typed `email` and tapped Send.
    public func send(to email: String) {
        self.email = email
        onSend?(email)
    }
}

/// The signed-in home screen.
@MainActor
public final class DashboardViewController {
    /// Who is signed in.
    public private(set) var userName = ""
    /// How many times the dashboard was refreshed.
    public private(set) var refreshCount = 0
    /// The user opened a profile, with its name.
    public var onShowProfile: ((String) -> Void)?
    /// The user signed out.
    public var onLogout: (() -> Void)?

    /// A dashboard for nobody yet.
    public init() {}

    /// Shows `user`'s dashboard; the login screen forwards the name here.
    public func show(user: String) {
        userName = user
        refreshCount += 1
    }
}

/// A profile, presented in its own navigation stack.
@MainActor
public final class ProfileViewController {
    /// Whose profile it is.
    public private(set) var name = ""
    /// The user closed the profile.
    public var onClose: (() -> Void)?

    /// An empty profile.
    public init() {}

    /// Shows `name`'s profile.
    public func load(name: String) { self.name = name }
}
