import FlowKit

// Lasso's tutorial, ported: one feature (a welcome screen, then a finish screen, reporting
// `finished`) reused in four placements, each routing `finished` its own way: pushed onto the
// menu's stack, presented in a navigation stack, as the window's root, and as a tab; and a
// one-screen notice pushed (its output popping) and presented bare (dismissing). Correct code:
// `flowgraph check --strict` must find nothing in it. The scanner tests also read this file as
// text, and make one real mistake in one placement by editing that text.

final class TourWelcomeScreen {
    var onNext: () -> Void = {}
}

final class TourFinishScreen {
    var onDone: () -> Void = {}
    var onBack: () -> Void = {}
}

final class TourMenuScreen {
    var onTour: () -> Void = {}
    var onHelp: () -> Void = {}
    var onRestart: () -> Void = {}
    var onTabs: () -> Void = {}
    var onNotice: () -> Void = {}
    var onAlert: () -> Void = {}
}

final class TourNoticeScreen {
    var onOK: () -> Void = {}
}

final class TourNotice: FlowGroup {
    let acknowledged = FlowSignal(name: "acknowledged")
    var entry: Flow<TourNoticeScreen> { notice }

    lazy var notice = Flow(with: TourNoticeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onOK = lets.emit(self.acknowledged)
    }
}

final class TourFeature: FlowGroup {
    let finished = FlowSignal(name: "finished")
    var entry: Flow<TourWelcomeScreen> { welcome }

    lazy var welcome: Flow<TourWelcomeScreen> = Flow(with: TourWelcomeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onNext = lets.push(self.finish)
    }

    lazy var finish = Flow(with: TourFinishScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.finished)
        vc.onBack = lets.popTo(self.welcome)
    }
}

final class TourApp {
    lazy var tour = TourFeature()
    lazy var notice = TourNotice()

    lazy var menu: Flow<TourMenuScreen> = Flow(with: TourMenuScreen(), owner: self) { [unowned self] vc, lets in
        vc.onTour = lets.push(self.tour.on(\.finished) { lets in lets.popTo(self.menu) })
        vc.onHelp = lets.present(self.tour.on(\.finished) { lets in lets.dismiss() }, embedding: .navigation)
        vc.onRestart = lets.setWindowRoot(self.tour.on(\.finished) { lets in lets.setWindowRoot(self.menu) })
        vc.onTabs = lets.setWindowRoot(self.tabs)
        vc.onNotice = lets.push(self.notice.on(\.acknowledged) { lets in lets.pop() })
        vc.onAlert = lets.present(self.notice.on(\.acknowledged) { lets in lets.dismiss() }, embedding: .none)
    }

    lazy var tabs = Tabs([
        Tab(self.tour.on(\.finished) { lets in lets.popToRoot() }, title: "Learn"),
        Tab(self.menu, title: "Menu"),
    ])
}
