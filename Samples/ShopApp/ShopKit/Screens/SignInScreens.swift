/// Why a form refused what the user typed.
public enum FormError: Error, Equatable, CustomStringConvertible {
    /// The address has no `@` or nothing around it.
    case invalidEmail
    /// The password is shorter than 6 characters.
    case passwordTooShort
    /// The code is not 6 digits.
    case invalidCode
    /// The card number is not 16 digits.
    case invalidCardNumber

    /// The message the form shows.
    public var description: String {
        switch self {
        case .invalidEmail: "enter an email address such as ada@example.com"
        case .passwordTooShort: "the password needs at least 6 characters"
        case .invalidCode: "the code has 6 digits"
        case .invalidCardNumber: "the card number has 16 digits"
        }
    }
}

enum FormCheck {
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
    }

    static func isDigits(_ text: String, count: Int) -> Bool {
        text.count == count && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }
}

/// The sign-in form, shown in a modal navigation stack.
@MainActor
public final class SignInViewController {
    private let session: ShopSession
    /// What the form last refused, shown under the fields.
    public private(set) var error: FormError?
    /// The user signed in.
    public var onSignedIn: ((Account) -> Void)?
    /// The user has no account yet.
    public var onCreateAccount: (() -> Void)?
    /// The user closed the form.
    public var onCancel: (() -> Void)?

    /// A form that signs in to `session`.
    public init(session: ShopSession) { self.session = session }

    /// Signs in when both fields are valid; otherwise shows why not.
    public func signIn(email: String, password: String) {
        guard FormCheck.isEmail(email) else { error = .invalidEmail; return }
        guard password.count >= 6 else { error = .passwordTooShort; return }
        error = nil
        let account = Account(email: email)
        session.signIn(account)
        onSignedIn?(account)
    }
}

/// Asks for an address to create an account with.
@MainActor
public final class CreateAccountViewController {
    /// What the form last refused.
    public private(set) var error: FormError?
    /// The user submitted a valid address.
    public var onSubmitted: ((String) -> Void)?
    /// The user went back to sign in.
    public var onBack: (() -> Void)?

    /// An empty form.
    public init() {}

    /// Submits `email` when it is an address.
    public func submit(email: String) {
        guard FormCheck.isEmail(email) else { error = .invalidEmail; return }
        error = nil
        onSubmitted?(email)
    }
}

/// Confirms a new account with the code sent to its address.
@MainActor
public final class VerifyEmailViewController {
    private let session: ShopSession
    /// The address the code went to.
    public private(set) var email = ""
    /// What the form last refused.
    public private(set) var error: FormError?
    /// The code matched: the new account is signed in.
    public var onVerified: ((Account) -> Void)?
    /// The user wants to change the address.
    public var onBack: (() -> Void)?

    /// A form that signs the new account in to `session`.
    public init(session: ShopSession) { self.session = session }

    /// Shows which address the code was sent to; forwarded from the previous screen.
    public func start(email: String) { self.email = email }

    /// Checks the 6-digit `code` and signs the account in.
    public func verify(code: String) {
        guard FormCheck.isDigits(code, count: 6) else { error = .invalidCode; return }
        error = nil
        let account = Account(email: email)
        session.signIn(account)
        onVerified?(account)
    }
}
