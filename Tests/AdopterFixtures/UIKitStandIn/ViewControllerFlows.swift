// FlowKit 0.2.0's README with view controllers, against the UIKit stand-in. It compiles in Swift 5
// mode and with main-actor default isolation. In Swift 6 mode everything compiles except
// `MainFlow`'s three closures: a plain class cannot hand `self` to a main-actor closure in Swift 6
// (region isolation), whatever FlowKit declares; `IsoFlow` is the same code in a `@MainActor` class.
import FlowKit
import UIKit

struct Item {}
class TutorialViewController: UIViewController { var onContinue: () -> Void = {} }
class LoginViewController: UIViewController { var onLogin: () -> Void = {}; var onBack: () -> Void = {}; func prepare() {} }
class DashboardViewController: UIViewController { var onBack: () -> Void = {}; var onLogOut: () -> Void = {}; var onExit: () -> Void = {} }
class ItemViewController: UIViewController { var onCheckout: (Item, Int) -> Void? = { _, _ in nil } }
class CheckoutViewController: UIViewController { func prepare(item: Item, quantity: Int) {} }
// (A screen that is not a view controller cannot make a flow here: PlainScreenOnUIKit.swift.)

let tutorialScreen = Flow(with: TutorialViewController()) { vc, lets in vc.onContinue = lets.push(loginScreen) }
let loginScreen = Flow(with: LoginViewController()) { vc, lets in
    vc.onLogin = lets.push(dashboardScreen)
    vc.onBack = lets.pop()
}
let dashboardScreen = Flow(with: DashboardViewController()) { vc, lets in
    vc.onBack = lets.pop()
    vc.onLogOut = lets.popToRoot()
}
let checkoutScreen = Flow(with: CheckoutViewController())
let itemScreen = Flow(with: ItemViewController()) { vc, lets in vc.onCheckout = lets.push(checkoutScreen) { $0.prepare } }
// (Every flow above is of a view controller, as UIKit requires.)

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
@MainActor final class IsoFlow {
    lazy var login: Flow<LoginViewController> = Flow(with: LoginViewController(), owner: self) { [unowned self] vc, lets in vc.onLogin = lets.push(self.login) }
}
