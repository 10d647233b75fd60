import ShopKit

// The terminal's "views" of the onboarding and sign-in screens: buttons call callbacks, forms
// call the screens' methods with what the user typed.

extension WelcomeViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["Welcome to the shop."] }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("startTour") { self.onStartTour?() }, ConsoleAction("skip") { self.onSkip?() }]
    }
}

extension FeatureTourViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["page \(page + 1) of \(pages.count): \(pages[page])"] }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("next") { self.next() }, ConsoleAction("back") { self.onBack?() }]
    }
}

extension NotificationsPermissionViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["Get a notification when an order ships?"] }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("allow") { self.allow() }, ConsoleAction("notNow") { self.notNow() }]
    }
}

extension SignInViewController: ConsoleScreen {
    public var consoleSummary: [String] { error.map { ["error: \($0)"] } ?? [] }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("signIn", .text("email", sample: "ada@example.com"), .text("password", sample: "analytical")) {
                self.signIn(email: $0.text(0), password: $0.text(1))
            },
            ConsoleAction("createAccount") { self.onCreateAccount?() },
            ConsoleAction("cancel") { self.onCancel?() },
        ]
    }
}

extension CreateAccountViewController: ConsoleScreen {
    public var consoleSummary: [String] { error.map { ["error: \($0)"] } ?? [] }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("submit", .text("email", sample: "grace@example.com")) { self.submit(email: $0.text(0)) },
            ConsoleAction("back") { self.onBack?() },
        ]
    }
}

extension VerifyEmailViewController: ConsoleScreen {
    public var consoleSummary: [String] {
        ["a code was sent to \(email)"] + (error.map { ["error: \($0)"] } ?? [])
    }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("verify", .text("code", sample: "123456")) { self.verify(code: $0.text(0)) },
            ConsoleAction("back") { self.onBack?() },
        ]
    }
}
