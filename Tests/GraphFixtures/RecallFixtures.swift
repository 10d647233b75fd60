import FlowKit

// Code the scanner once read poorly, compiled so the runtime walker can check it: a step-driven
// screen whose verbs live in locals (assigned to callbacks, and called from a `switch` over a
// step), a step-bound screen whose routes hand a plain flow the case's payload, a screen
// built by a factory, and a flow assigned in an initializer.

final class StepHomeScreen {
    var onStart: (() -> Void)?
    var onPick: (() -> Void)?
}

final class StepPickScreen {
    enum Step: NavigationSteps {
        case chosen(Int, String)
        case cancel
        static var everyStep: [Step] { [.chosen(0, ""), .cancel] }
    }
    var onStep: ((Step) -> Void)?
}

final class StepPickedScreen {
    func show(_ id: Int, _ name: String) {}
}

final class StepScreen {
    enum Step { case detail(Int), back }
    var onNext: ((Int) -> Void)?
    var onBack: (() -> Void)?
    var onHelp: (() -> Void)?
    var onStep: ((Step) -> Void)?
}

final class StepDetailScreen {
    func load(_ id: Int) {}
}

final class FactoryScreen {
    var onClose: (() -> Void)?
    static func instantiate() -> FactoryScreen { FactoryScreen() }
}

final class StepFlows {
    lazy var home = Flow(with: StepHomeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onStart = lets.push(self.steps)
        vc.onPick = lets.push(self.picker)
    }

    lazy var picker = Flow(with: StepPickScreen(), owner: self) { [unowned self] vc, lets in
        vc.onStep = lets.steps { step in
            switch step {
            case .chosen(let id, let name): .to(lets.push(self.picked) { $0.show }, id, name)
            case .cancel: .to(lets.pop())
            }
        }
    }

    lazy var picked = Flow(with: StepPickedScreen())

    lazy var steps: Flow<StepScreen> = Flow(with: StepScreen(), owner: self) { [unowned self] vc, lets in
        let next: (Int) -> Void = lets.push(self.detail) { $0.load }
        let back = lets.pop()
        vc.onNext = next
        vc.onBack = back
        vc.onHelp = lets.present(self.help.start)
        vc.onStep = { step in
            switch step {
            case .detail(let id): next(id)
            case .back: back()
            }
        }
    }

    lazy var detail = Flow(with: StepDetailScreen()) { _, _ in }

    lazy var help = FactoryFlows()
}

final class FactoryFlows {
    let start: Flow<FactoryScreen>

    init() {
        start = Flow(with: FactoryScreen.instantiate()) { vc, lets in vc.onClose = lets.dismiss() }
    }
}
