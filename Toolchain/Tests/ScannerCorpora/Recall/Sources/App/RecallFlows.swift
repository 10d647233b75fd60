import FlowKit
import UIKit

// Verbs handed to callbacks rather than assigned (RxSwift's `drive`, a promise's `then`), a
// screen from a storyboard cast, an inline tab container as a verb target, and a flow kept in
// a test's local: each mapped, or said why not.

final class IntroScreen: UIViewController {
    var onContinue = Signal()
    let viewModel = IntroViewModel()
}

final class LoginScreen: UIViewController {
    var onDone: (() -> Void)?
}

final class RecallFlows {
    lazy var intro = Flow(with: IntroScreen()) { [unowned self] vc, lets in
        vc.onContinue.then { lets.push(self.login)() }
        vc.viewModel.next.drive(lets.present(self.login))
        DispatchQueue.main.async { lets.pop()() }
        vc.onSkip = lets.setWindowRoot(Tabs([Tab(self.login, title: "Login")]))
    }

    lazy var login = Flow(with: UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! LoginScreen) { vc, lets in
        vc.onDone = lets.dismiss()
    }
}

func testIntro() {
    let flow = Flow(with: IntroScreen()) { _, _ in }
    _ = flow
}

// A step-driven screen whose verbs live in locals used only in a `switch` over its step: each
// verb is labelled with the case that runs it.
final class PickerScreen: UIViewController {
    enum Step { case chosen(Int), help, cancel }
    var onStep: ((Step) -> Void)?
}

final class PickerFlows {
    lazy var picker = Flow(with: PickerScreen()) { [unowned self] vc, lets in
        let choose: (Int) -> Void = lets.push(self.detail) { $0.load }
        let help = lets.present(self.detail)
        let close = lets.dismiss()
        vc.onStep = { step in
            switch step {
            case .chosen(let id): choose(id)
            case .help: help()
            case .cancel: close()
            }
        }
    }

    lazy var stepped = Flow(with: PickerScreen()) { [unowned self] vc, lets in
        let choose = lets.push(self.detail) { $0.load }
        vc.onStep = lets.steps { step in
            switch step {
            case .chosen(let id): .to(choose, id)
            case .help, .cancel: .stay
            }
        }
    }

    lazy var detail = Flow(with: LoginScreen())
}

// Step routes handing a plain flow the case's payload, the step enum declared in another file.
final class ChooserFlows {
    lazy var chooser = Flow(with: ChooserScreen()) { [unowned self] vc, lets in
        vc.onStep = lets.steps { step in
            switch step {
            case .picked(let index): .to(lets.push(self.shown) { $0.show }, index)
            case .dismissed: .to(lets.dismiss())
            }
        }
    }

    lazy var shown = Flow(with: LoginScreen())
}
