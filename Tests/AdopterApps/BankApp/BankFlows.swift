import FlowKit

// The README's first example, as an adopter writes it: a plain class (no actor annotation)
// declaring flows of main-actor screens, in Swift 6 mode.
public final class BankFlows {
    public init() {}

    public lazy var login = Flow(with: LoginScreen(), owner: self) { [unowned self] vc, lets in
        vc.onLogin = lets.setRoot(self.accounts) { $0.welcome }
        vc.onForgotPassword = lets.present(self.resetPassword)
    }

    public lazy var accounts = Flow(with: AccountsScreen(), owner: self) { [unowned self] vc, lets in
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
