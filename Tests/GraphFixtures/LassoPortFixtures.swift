import FlowKit
import FlowKitStore

// A Lasso app ported the way adopters port it: store-driven screens whose `Output` enum the flow
// routes by hand, the verbs kept in locals and run from a `switch` in the closure given to
// `onOutput`, or handed to `lets.steps` routes; the forwarded values' types written nowhere but
// in the forwarding method's declaration.

enum LassoLoginModel: ScreenModel {
    struct State: Equatable { var name = "" }
    enum Action { case didTapLogIn, didTapSignUp, didTapHelp }
    enum Output: NavigationSteps {
        case didLogIn(String)
        case didTapSignUp
        case didTapHelp
        static var everyStep: [Output] { [.didLogIn(""), .didTapSignUp, .didTapHelp] }
    }
    static var initialState: State { State() }
}

enum LassoSignUpModel: ScreenModel {
    struct State: Equatable {}
    enum Action { case didSubmit(String) }
    enum Output: NavigationSteps {
        case didSignUp(String)
        case didCancel
        static var everyStep: [Output] { [.didSignUp(""), .didCancel] }
    }
    static var initialState: State { State() }
}

enum LassoHomeModel: ScreenModel {
    struct State: Equatable { var greeting = "" }
    enum Action { case didTapLogOut }
    enum Output: CaseIterable { case didLogOut }
    static var initialState: State { State() }
}

final class LassoLoginScreen: StoreScreen<LassoLoginModel> {
    init() { super.init(store: Store()) }
}

final class LassoSignUpScreen: StoreScreen<LassoSignUpModel> {
    init() { super.init(store: Store()) }
}

final class LassoHomeScreen: StoreScreen<LassoHomeModel> {
    init() { super.init(store: Store()) }
    func greet(_ name: String) {}
}

final class LassoHelpScreen: StoreScreen<LassoHomeModel> {
    init() { super.init(store: Store()) }
}

@MainActor
final class LassoFlows {
    lazy var login: Flow<LassoLoginScreen> = Flow(with: LassoLoginScreen(), owner: self) { [unowned self] screen, lets in
        let home = lets.setWindowRoot(self.home) { $0.greet }
        let signUp = lets.push(self.signUp)
        let help = lets.present(self.help, embedding: .navigation)
        screen.onOutput = { output in
            switch output {
            case .didLogIn(let name): home(name)
            case .didTapSignUp: signUp()
            case .didTapHelp: help()
            }
        }
    }

    lazy var signUp = Flow(with: LassoSignUpScreen(), owner: self) { [unowned self] screen, lets in
        let finish = lets.setWindowRoot(self.home) { $0.greet }
        let cancel = lets.pop()
        screen.onOutput = lets.steps { output in
            switch output {
            case .didSignUp(let name): .to(finish, name)
            case .didCancel: .to(cancel)
            }
        }
    }

    lazy var home = Flow(with: LassoHomeScreen(), owner: self) { [unowned self] screen, lets in
        let logOut = lets.setWindowRoot(self.login)
        screen.onOutput = { output in
            switch output {
            case .didLogOut: logOut()
            }
        }
    }

    lazy var help = Flow(with: LassoHelpScreen()) { screen, lets in
        let close = lets.dismiss()
        screen.onOutput = { _ in close() }
    }
}
