import FlowKit
import FlowKitStore
import FlowKitTesting
import Testing

enum LoginModel: ScreenModel {
    struct State: Equatable {
        var username = ""
        var password = ""
        var error: String?
    }
    enum Action {
        case didUpdateUsername(String)
        case didUpdatePassword(String)
        case didTapLogin
    }
    enum Output: Equatable {
        case userDidLogIn(String)
    }
    static var initialState: State { State() }
}

final class LoginStore: Store<LoginModel> {
    override func handleAction(_ action: LoginModel.Action) {
        switch action {
        case .didUpdateUsername(let name): update { $0.username = name }
        case .didUpdatePassword(let password): update { $0.password = password }
        case .didTapLogin:
            guard !state.password.isEmpty else { return update { $0.error = "Enter a password" } }
            update { $0.error = nil }
            dispatchOutput(.userDidLogIn(state.username))
        }
    }
}

/// A view: holds a view store, shows its state, sends actions; its store's outputs are what its
/// flow binds.
@MainActor final class LoginView {
    let store: ViewStore<LoginModel>
    private(set) var shownErrors: [String?] = []
    init(store: ViewStore<LoginModel>) {
        self.store = store
        store.observeState(\.error) { [unowned self] error in shownErrors.append(error) }
    }
}

final class HomeView {
    private(set) var user: String?
    func welcome(_ user: String) { self.user = user }
}

/// Lasso's screen tests: actions in, state and outputs out, no view.
@MainActor
@Suite struct StoreTests {
    @Test func actionsChangeTheState() {
        let store = LoginStore()
        store.dispatchAction(.didUpdateUsername("mom"))
        #expect(store.state.username == "mom")
        #expect(store.state == LoginModel.State(username: "mom"))
    }

    @Test func outputsReachTheirObserversInOrder() {
        var outputs: [LoginModel.Output] = []
        let store = LoginStore(state: LoginModel.State(username: "billie")).observeOutput { outputs.append($0) }
        store.dispatchAction(.didTapLogin)
        #expect(outputs.isEmpty, "no password: no output")
        #expect(store.state.error == "Enter a password")
        store.dispatchAction(.didUpdatePassword("secret"))
        store.dispatchAction(.didTapLogin)
        #expect(outputs == [.userDidLogIn("billie")])
    }

    @Test func aViewObservesOnlyWhatChanged() {
        let store = LoginStore()
        let view = LoginView(store: store.viewStore)
        #expect(view.shownErrors == [nil], "called once at once")
        store.dispatchAction(.didUpdateUsername("a"))
        #expect(view.shownErrors == [nil], "the error did not change")
        view.store.dispatchAction(.didTapLogin)
        #expect(view.shownErrors == [nil, "Enter a password"])
        var states: [LoginModel.State] = []
        view.store.observeState { states.append($0) }
        store.dispatchAction(.didUpdateUsername("a"))
        #expect(states.count == 1, "an update that changes nothing notifies nobody")
    }

    /// A store-driven screen in a flow: its output becomes navigation, forwarded typed.
    @Test func aFlowTurnsTheStoresOutputIntoNavigation() throws {
        @MainActor final class Flows {
            lazy var home = Flow(with: HomeView())
            lazy var login = Flow(with: LoginView(store: LoginStore().viewStore), owner: self) { [unowned self] view, lets in
                let toHome = lets.push(self.home) { $0.welcome }
                view.store.observeOutput { output in
                    switch output {
                    case .userDidLogIn(let user): toHome(user)
                    }
                }
            }
        }
        let app = NavigationHarness(root: Flows().login)
        let view = try app.visible(LoginView.self)
        view.store.dispatchAction(.didUpdateUsername("ada"))
        view.store.dispatchAction(.didUpdatePassword("pw"))
        view.store.dispatchAction(.didTapLogin)
        #expect(try app.assertPushed(HomeView.self).user == "ada")
    }
}
