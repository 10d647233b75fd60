import FlowKit

/// Sign-in, or creating an account with an emailed code; meant to be presented in its own
/// navigation stack.
///
/// Reports ``signedIn`` with the account, or ``cancelled``.
@MainActor
public final class SignInGroup: FlowGroup {
    /// A customer signed in, or created an account and confirmed it.
    public let signedIn = FlowOutput<Account>(name: "signedIn")
    /// The user closed the form.
    public let cancelled = FlowSignal(name: "cancelled")
    private let session: ShopSession

    /// Sign-in to `session`.
    public init(session: ShopSession) { self.session = session }

    /// Sign-in starts at the form.
    public var entry: Flow<SignInViewController> { form }

    /// The sign-in form.
    public lazy var form = Flow(with: SignInViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onSignedIn = lets.emit(self.signedIn)
        vc.onCreateAccount = lets.push(self.createAccount)
        vc.onCancel = lets.emit(self.cancelled)
    }

    /// A new account's address; the address is forwarded into the verification.
    public lazy var createAccount = Flow(with: CreateAccountViewController(), owner: self) { [unowned self] vc, lets in
        vc.onSubmitted = lets.push(self.verifyEmail) { $0.start }
        vc.onBack = lets.pop()
    }

    /// The emailed code.
    public lazy var verifyEmail = Flow(with: VerifyEmailViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onVerified = lets.emit(self.signedIn)
        vc.onBack = lets.pop()
    }
}
