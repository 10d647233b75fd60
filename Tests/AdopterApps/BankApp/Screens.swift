// A first-time adopter's screens, written as Getting Started shows them: main-actor classes
// with optional callbacks, knowing no other screen. Compiled by Scripts/adopter-apps in an app
// package outside the repository (never part of FlowKit's own build).

@MainActor
public final class LoginScreen {
    public var onLogin: ((String) -> Void)?
    public var onForgotPassword: (() -> Void)?
    public init() {}
}

@MainActor
public final class AccountsScreen {
    public var onAccount: ((Int) -> Void)?
    public var onLogOut: (() -> Void)?
    public private(set) var user = ""
    public init() {}
    public func welcome(_ user: String) { self.user = user }
}

@MainActor
public final class AccountDetailScreen {
    public var onTransfer: ((Int) -> Void)?
    public var onBack: (() -> Void)?
    public private(set) var account = 0
    public init() {}
    public func show(_ account: Int) { self.account = account }
}

@MainActor
public final class TransferScreen {
    public var onSent: (() -> Void)?
    public private(set) var from = 0
    public init() {}
    public func prepare(_ from: Int) { self.from = from }
}

@MainActor
public final class ResetPasswordScreen {
    public var onDone: (() -> Void)?
    public init() {}
}
