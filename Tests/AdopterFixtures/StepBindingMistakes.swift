import FlowKit

// Must NOT compile, twice (AdopterCompileTests checks both errors' lines): a step binding
// that forgets a case, and one that forgets the value a screen built per arrival needs.
enum PickStep: NavigationSteps {
    case item(Int)
    case help
    static var everyStep: [PickStep] { [.item(0), .help] }
}

final class PickScreen { var onStep: (PickStep) -> Void = { _ in } }
final class ItemScreen { init(id: Int) {} }

final class PickFlows {
    lazy var item = ArrivalFlow(owner: self) { (id: Int) in ItemScreen(id: id) }
    lazy var forgetsACase = Flow(with: PickScreen(), owner: self) { [unowned self] screen, lets in
        screen.onStep = lets.steps { step in
            switch step {
            case .item(let id): .to(lets.push(self.item), id)
            }
        }
    }
    lazy var forgetsAValue = Flow(with: PickScreen(), owner: self) { [unowned self] screen, lets in
        screen.onStep = lets.steps { step in
            switch step {
            case .item: .to(lets.push(self.item))
            case .help: .stay
            }
        }
    }
}
