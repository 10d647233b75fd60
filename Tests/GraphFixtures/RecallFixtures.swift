import FlowKit

// Code the scanner once read poorly, compiled so the runtime walker can check it: a step-driven
// screen whose verbs live in locals (assigned to callbacks, and called from a `switch` over a
// step), a screen built by a factory, and a flow assigned in an initializer.

final class StepHomeScreen {
    var onStart: (() -> Void)?
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
    }

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
