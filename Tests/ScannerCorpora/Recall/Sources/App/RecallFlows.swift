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
