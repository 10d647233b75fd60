// FlowKit 0.2.0's README examples, written as its README writes them: plain classes (standing
// in for UIViewControllers), file-scope `let` flows, a `MainFlow` of `lazy var`s with
// `[unowned self]`, callbacks declared `() -> Void`, `(() -> Void)?` and `(Item, Int) -> Void?`.
// This file imports FlowKit only and is also type-checked on its own in Swift 5 mode, Swift 6
// mode and with main-actor default isolation (AdopterCompileTests).
import FlowKit

struct Item: Equatable {
    let name: String
}

class TutorialViewController {
    var onContinue: () -> Void = {}
}

class LoginViewController {
    var onLogin: () -> Void = {}
    var onBack: () -> Void = {}
    private(set) var prepared = false

    func prepare() { prepared = true }
}

class DashboardViewController {
    var onBack: () -> Void = {}
    var onLogOut: () -> Void = {}
    var onExit: () -> Void = {}

    func backButtonTapped() { onBack() }
    func logOutButtonTapped() { onLogOut() }
}

class ItemViewController {
    var item: Item? = Item(name: "GreatProduct™")
    var quantity = 2
    var onCheckout: ((Item, Int) -> Void?)?

    func checkout() {
        if let item = item, let onCheckout = onCheckout {
            onCheckout(item, quantity)
        }
    }
}

class CheckoutViewController {
    private(set) var purchase: (item: Item, quantity: Int)?

    func prepare(item: Item, quantity: Int) { purchase = (item, quantity) }
}

// "Defining a flow"
let tutorialScreen = Flow(with: TutorialViewController()) { vc, lets in
    vc.onContinue = lets.push(loginScreen)
}
let loginScreen = Flow(with: LoginViewController()) { vc, lets in
    vc.onLogin = lets.push(dashboardScreen)
    vc.onBack = lets.pop()
}
let dashboardScreen = Flow(with: DashboardViewController()) { vc, lets in
    vc.onBack = lets.pop()
    vc.onLogOut = lets.popToRoot()
}

// "Passing arguments"
let checkoutScreen = Flow(with: CheckoutViewController())
let itemScreen = Flow(with: ItemViewController()) { vc, lets in
    vc.onCheckout = lets.push(checkoutScreen) { $0.prepare }
}

// "Grouping Flows"
class MainFlow {
    lazy var tutorialScreen: Flow<TutorialViewController> = Flow { [unowned self] lets in
        let screen = TutorialViewController()

        screen.onContinue = lets.push(self.loginScreen) { $0.prepare }

        return screen
    }

    lazy var dashboardScreen: Flow<DashboardViewController> = Flow { [unowned self] lets in
        let screen = DashboardViewController()

        screen.onBack = lets.pop()
        screen.onLogOut = lets.popTo(self.loginScreen)
        screen.onExit = lets.popToRoot()

        return screen
    }

    lazy var loginScreen: Flow<LoginViewController> = Flow { [unowned self] lets in
        let screen = LoginViewController()

        screen.onLogin = lets.push(self.dashboardScreen)
        screen.onBack = lets.pop()

        return screen
    }
}

// "Without interactions"
let yourScreen = Flow(with: TutorialViewController())
