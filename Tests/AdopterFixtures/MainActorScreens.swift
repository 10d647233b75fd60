import FlowKit

// Main-actor screens (`@MainActor final class`, as Getting Started writes them) with every
// public form: short form with and without a closure, long form, a group with outputs and its
// placements, tabs, steps, screens built per arrival, forwarding into main-actor methods, and
// flows that reach each other in a loop. Their flows are declared in `@MainActor` classes, as
// the README's tour shows: a flow's closures run with the declaring code's isolation, and Swift
// refuses main-actor code in a plain class's closures in every language mode (and, in Swift 6
// mode, any main-actor closure that captures a plain class's `self`). AdopterCompileTests
// compiles this in every language mode and expects no diagnostic.

struct BankAccount { let number: Int }

enum AccountsStep: NavigationSteps {
    case statement(Int)
    case help
    case logOut
    static var everyStep: [AccountsStep] { [.statement(0), .help, .logOut] }
}

@MainActor final class UnlockScreen {
    var onUnlocked: (BankAccount) -> Void = { _ in }
}

@MainActor final class AccountsScreen {
    var onAccount: (BankAccount) -> Void = { _ in }
    var onTransfer: () -> Void = {}
    var onStep: (AccountsStep) -> Void = { _ in }
}

@MainActor final class AccountDetailScreen {
    var onBack: () -> Void = {}
    func prepare(_ account: BankAccount) {}
}

@MainActor final class TransferScreen {
    var onSent: (BankAccount) -> Void = { _ in }
    var onCancel: () -> Void = {}
}

@MainActor final class StatementScreen {
    let accountID: Int
    init(accountID: Int) { self.accountID = accountID }
    var onClose: () -> Void = {}
}

@MainActor final class BankHelpScreen {
    var onClose: () -> Void = {}
}

@MainActor final class ReceiptScreen {}

@MainActor final class TransferFlows: FlowGroup, NeedsNavigationStack {
    let sent = FlowOutput<BankAccount>(name: "sent")
    let cancelled = FlowSignal(name: "cancelled")
    var entry: Flow<TransferScreen> { form }
    lazy var form = Flow(with: TransferScreen(), owner: self) { [unowned self] vc, lets in
        vc.onSent = lets.emit(self.sent)
        vc.onCancel = lets.emit(self.cancelled)
    }
}

@MainActor final class BankFlows {
    lazy var transfer = TransferFlows()

    // Short form without a closure, and with one that does not name `self`.
    lazy var receipt = Flow(with: ReceiptScreen(), owner: self)
    lazy var help = Flow(with: BankHelpScreen()) { vc, lets in
        vc.onClose = lets.dismiss()
    }
    // Built per arrival, with and without bindings.
    lazy var statement = ArrivalFlow(owner: self) { (accountID: Int) in StatementScreen(accountID: accountID) }
    lazy var closableStatement = ArrivalFlow(owner: self) { (accountID: Int) in
        StatementScreen(accountID: accountID)
    } bind: { screen, lets in
        screen.onClose = lets.pop()
    }
    // Long form.
    lazy var detail: Flow<AccountDetailScreen> = Flow(owner: self) { lets in
        let vc = AccountDetailScreen()
        vc.onBack = lets.pop()
        return vc
    }

    // unlock → tabs → accounts → unlock is a loop: one of them is written with its type.
    lazy var unlock: Flow<UnlockScreen> = Flow(with: UnlockScreen(), owner: self) { [unowned self] vc, lets in
        vc.onUnlocked = lets.setWindowRoot(self.tabs)
    }

    lazy var accounts = Flow(with: AccountsScreen(), owner: self) { [unowned self] vc, lets in
        vc.onAccount = lets.push(self.detail) { $0.prepare }
        vc.onTransfer = lets.present(self.transfer
            .on(\.sent) { lets in lets.dismiss() }
            .on(\.cancelled) { lets in lets.dismiss() }, embedding: .navigation)
        vc.onStep = lets.steps { step in
            switch step {
            case .statement(let id): .to(lets.push(self.statement), id)
            case .help: .to(lets.present(self.help))
            case .logOut: .to(lets.setWindowRoot(self.unlock))
            }
        }
    }

    lazy var tabs = Tabs([
        Tab(accounts, title: "Accounts"),
        Tab(transfer.on(\.sent) { lets in lets.selectTab(self.accounts) }, title: "Transfer"),
        Tab(receipt, embedding: .none),
    ])
}

@MainActor let fileScopeReceipt = Flow(with: ReceiptScreen())
