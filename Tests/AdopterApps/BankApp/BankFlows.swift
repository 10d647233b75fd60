import FlowKit

// A first-time adopter's flows, as the README's tour writes them: a class of lazy flows over
// main-actor screens, in Swift 6 mode. Scripts/adopter-apps compiles it twice: as written, in a
// target with main-actor default isolation (what Xcode 26 gives a new app target), and marked
// `@MainActor` (the README's first example) in a target without it. Flows in a loop write one
// type each (`login`, `accounts`), as the README says.
public final class BankFlows {
    public init() {}

    public lazy var login: Flow<LoginScreen> = Flow(with: LoginScreen(), owner: self) { [unowned self] vc, lets in
        vc.onLogin = lets.setRoot(self.accounts) { $0.welcome }
        vc.onForgotPassword = lets.present(self.resetPassword)
    }

    public lazy var accounts: Flow<AccountsScreen> = Flow(with: AccountsScreen(), owner: self) { [unowned self] vc, lets in
        vc.onAccount = lets.push(self.detail) { $0.show }
        vc.onLogOut = lets.setRoot(self.login)
    }

    public lazy var detail: Flow<AccountDetailScreen> = Flow(owner: self) { [unowned self] lets in
        let vc = AccountDetailScreen()
        vc.onTransfer = lets.push(self.transfer) { $0.prepare }
        vc.onBack = lets.pop()
        return vc
    }

    public lazy var transfer = Flow(with: TransferScreen(), owner: self) { [unowned self] vc, lets in
        vc.onSent = lets.popTo(self.accounts)
    }

    // No closure: nothing to bind.
    public lazy var resetPassword = Flow(with: ResetPasswordScreen(), owner: self)
}
