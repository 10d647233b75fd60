// Flows as this project's README and articles write them, type-checked in Swift 5 mode, Swift 6
// mode and with main-actor default isolation by AdopterCompileTests: plain classes and
// `@MainActor` ones, groups with `owner: self`, placements, tabs, verbs kept in locals, app
// requests, every callback shape.
import FlowKit

struct Account { let email: String }
struct Order { let number: Int }

final class SignInScreen {
    var onSignedIn: (Account) -> Void = { _ in }
    var onCancel: (() -> Void)?
    var onRestored: () -> Void = {}
}

@MainActor final class OrderScreen {
    var onPlaced: @MainActor (Order) -> Void = { _ in }
    var onStep: () -> Void = {}
    var onBack: () -> Void = {}
    func load(_ order: Order) {}
}

final class HomeScreen {
    var onSignIn: () -> Void = {}
    var onCheckout: (Order) -> Void = { _ in }
    func welcome(_ account: Account) {}
}

final class SignInGroup: FlowGroup {
    let signedIn = FlowOutput<Account>(name: "signedIn")
    let cancelled = FlowSignal(name: "cancelled")
    var entry: Flow<SignInScreen> { form }

    lazy var form = Flow(with: SignInScreen(), owner: self) { [unowned self] vc, lets in
        vc.onSignedIn = lets.emit(self.signedIn)
        vc.onCancel = lets.emit(self.cancelled)
        vc.onRestored = lets.app.emit(self.cancelled)
    }
}

@MainActor final class CheckoutGroup: FlowGroup {
    let placed = FlowOutput<Order>(name: "placed")
    var entry: Flow<OrderScreen> { summary }

    lazy var summary: Flow<OrderScreen> = Flow(owner: self) { [unowned self] lets in
        let vc = OrderScreen()
        let next = lets.push(self.summary)
        let back = lets.pop()
        vc.onStep = next
        vc.onBack = back
        vc.onPlaced = lets.emit(self.placed)
        return vc
    }
}

final class AppFlows {
    lazy var signIn = SignInGroup()

    lazy var home = Flow(with: HomeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onSignIn = lets.present(self.signIn
            .on(\.signedIn) { lets in lets.dismiss() }
            .on(\.cancelled) { lets in lets.dismiss() }, embedding: .navigation)
    }

    lazy var tabs = Tabs([
        Tab(home, title: "Home", imageName: "house"),
        Tab(signIn.on(\.signedIn) { lets in lets.selectTab(self.home) { $0.welcome } }, title: "Account"),
    ])
}

let fileScopeHome = Flow(with: HomeScreen())

@MainActor final class ShopFlows {
    lazy var checkout = CheckoutGroup()
    lazy var home = Flow(with: HomeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onCheckout = lets.push(self.checkout.on(\.placed) { lets in lets.popToRoot() }) { $0.load }
    }
}
