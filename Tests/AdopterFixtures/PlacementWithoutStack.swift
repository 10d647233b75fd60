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
