import FlowKit

// Must NOT compile: the tutorial pushes, so it needs a navigation stack, and presenting it
// with `embedding: .none` would give it none (AdopterCompileTests checks the error's line).
final class TutorialScreen {
    var onNext: () -> Void = {}
}

final class TutorialGroup: FlowGroup, NeedsNavigationStack {
    lazy var start = Flow(with: TutorialScreen(), owner: self) { [unowned self] screen, lets in
        screen.onNext = lets.push(self.finish)
    }
    lazy var finish = Flow(with: TutorialScreen())
    var entry: Flow<TutorialScreen> { start }
}

final class HelpScreen {
    var onTutorial: () -> Void = {}
}

final class HelpFlows {
    let tutorial = TutorialGroup()
    lazy var help = Flow(with: HelpScreen(), owner: self) { [unowned self] screen, lets in
        screen.onTutorial = lets.present(self.tutorial, embedding: .none)
    }
}

@MainActor func startWithoutAStack(_ navigator: FlowNavigator) {
    navigator.start(TutorialGroup(), embedding: .none)
}

// The usual form: a placement of such a group, with its outputs routed, is refused alike.
final class TransferScreen {
    var onSent: () -> Void = {}
    var onNext: () -> Void = {}
}

final class TransferFlows: FlowGroup, NeedsNavigationStack {
    let sent = FlowSignal(name: "sent")
    lazy var form = Flow(with: TransferScreen(), owner: self) { [unowned self] screen, lets in
        screen.onSent = lets.emit(self.sent)
        screen.onNext = lets.push(self.review)
    }
    lazy var review = Flow(with: TransferScreen())
    var entry: Flow<TransferScreen> { form }
}

final class AccountFlows {
    let transfer = TransferFlows()
    lazy var account = Flow(with: HelpScreen(), owner: self) { [unowned self] screen, lets in
        screen.onTutorial = lets.present(self.transfer.on(\.sent) { lets in lets.dismiss() }, embedding: .none)
    }
    lazy var home = Flow(with: HelpScreen(), owner: self) { [unowned self] screen, lets in
        screen.onTutorial = lets.setWindowRoot(self.transfer.on(\.sent) { lets in lets.pop() }, embedding: .none)
    }
}

@MainActor func startAPlacementWithoutAStack(_ navigator: FlowNavigator, flows: AccountFlows) {
    navigator.start(flows.transfer.on(\.sent) { lets in lets.dismiss() }, embedding: .none)
}
