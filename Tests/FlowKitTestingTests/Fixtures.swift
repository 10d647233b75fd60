import FlowKit

@MainActor final class StartScreen {
    var onNext: (() -> Void)?
    var onOpen: ((String, Int) -> Void)?
    var onSheet: (() -> Void)?
    var onTab: (() -> Void)?
    var onFinish: ((Int) -> Void)?
    var onUnbound: (() -> Void)?
}

@MainActor final class NextScreen {
    var onBack: (() -> Void)?
    var onRestart: (() -> Void)?
    var onThree: ((Int, Int, Int) -> Void)?
    private(set) var opened: [String] = []
    func open(name: String, count: Int) { opened.append("\(name)×\(count)") }
}

@MainActor final class PanelScreen {
    var onClose: (() -> Void)?
}

@MainActor final class OtherTabScreen {
    var onFirst: (() -> Void)?
}

/// start → next (stack), start → panel (modal), and tabs of start and other.
@MainActor final class HarnessApp {
    let finished = FlowOutput<Int>(name: "finished")
    lazy var start: Flow<StartScreen> = Flow(with: StartScreen(), name: "start") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.next)
        vc.onOpen = lets.push(self.next) { $0.open }
        vc.onSheet = lets.present(self.panel, animated: false)
        vc.onTab = lets.selectTab(self.other)
        vc.onFinish = lets.emit(self.finished)
    }
    lazy var next: Flow<NextScreen> = Flow(with: NextScreen(), name: "next") { [unowned self] vc, lets in
        vc.onBack = lets.pop()
        vc.onRestart = lets.setRoot(self.start)
        vc.onThree = lets.popToRoot()
    }
    lazy var panel: Flow<PanelScreen> = Flow(with: PanelScreen(), name: "panel") { vc, lets in
        vc.onClose = lets.dismiss()
    }
    lazy var other: Flow<OtherTabScreen> = Flow(with: OtherTabScreen(), name: "other") { [unowned self] vc, lets in
        vc.onFirst = lets.selectTab(self.start)
    }
    lazy var tabs = Tabs(name: "tabs", [Tab(start), Tab(other)])
}
