import FlowKit
import FlowKitStore

// Store-driven screens (main-actor classes) bound case by case, declared as an adopter would
// without annotations: at file scope. Compiles in every language mode (AdopterCompileTests).

enum GreetingModel: ScreenModel {
    struct State: Equatable { var name = "" }
    enum Action { case didTapContinue }
    enum Output: NavigationSteps, CaseIterable { case didContinue, didCancel }
    static var initialState: State { State() }
}

final class GreetingStore: Store<GreetingModel> {
    override func handleAction(_ action: GreetingModel.Action) {
        switch action {
        case .didTapContinue: dispatchOutput(.didContinue)
        }
    }
}

final class GreetingScreen: StoreScreen<GreetingModel> {
    init() { super.init(store: GreetingStore()) }
}

final class FarewellScreen: StoreScreen<GreetingModel> {
    let name: String
    init(name: String) {
        self.name = name
        super.init(store: GreetingStore())
    }
}

let farewell = ArrivalFlow { (name: String) in FarewellScreen(name: name) } bind: { screen, lets in
    screen.onOutput = lets.steps { output in
        switch output {
        case .didContinue: .stay
        case .didCancel: .to(lets.pop())
        }
    }
}

let greeting = Flow(with: GreetingScreen()) { screen, lets in
    screen.onOutput = lets.steps { output in
        switch output {
        case .didContinue: .to(lets.push(farewell), "friend")
        case .didCancel: .to(lets.dismiss())
        }
    }
}
