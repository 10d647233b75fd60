import FlowKit

// Screens and flow sets the walker and check tests share, and the scanner's agreement tests
// both compile and scan (this file's text), so the two walkers read one declaration. Each
// screen is a plain class with callbacks, as a view controller would be.

@MainActor final class HomeScreen {
    var onOpen: (() -> Void)?
    var onSettings: (() -> Void)?
    var onItem: ((Int) -> Void)?
    var onSignIn: (() -> Void)?
}

@MainActor final class DetailScreen {
    var onBack: (() -> Void)?
    var onMore: (() -> Void)?
    var onHome: (() -> Void)?
    func show(_ id: Int) {}
}

@MainActor final class SheetScreen {
    var onClose: (() -> Void)?
    var onNext: (() -> Void)?
}

@MainActor final class FormScreen {
    var onSubmit: ((String, Int) -> Void)?
    var onCancel: (() -> Void)?
}

/// A parent with a nested flow group whose outputs it routes.
@MainActor final class ParentFlows {
    let signIn = SignInGroup()

    init() {
        signIn.signedIn.route { lets in lets.dismiss() }
    }

    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onOpen = lets.push(self.detail)
        vc.onItem = lets.push(self.detail) { $0.show }
        vc.onSettings = lets.present(self.sheet)
        vc.onSignIn = lets.present(self.signIn, embedding: .navigation)
    }

    lazy var detail = Flow(with: DetailScreen()) { vc, lets in
        vc.onBack = lets.pop()
    }

    lazy var sheet = Flow(with: SheetScreen()) { vc, lets in
        vc.onClose = lets.dismiss(animated: false)
    }
}

/// A flow group entered through its form, reporting through typed outputs.
@MainActor final class SignInGroup: FlowGroup {
    let signedIn = FlowOutput<String, Int>(name: "signedIn")
    let cancelled = FlowSignal(name: "cancelled")

    var entry: Flow<FormScreen> { form }

    lazy var form = Flow(with: FormScreen()) { [unowned self] vc, lets in
        vc.onSubmit = lets.emit(self.signedIn)
        vc.onCancel = lets.emit(self.cancelled)
    }
}
