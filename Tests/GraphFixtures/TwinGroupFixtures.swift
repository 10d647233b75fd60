import FlowKit

// Two instances of one flow-group type, placed differently (pushed and presented), and a group
// placed only by the route one of them gives its output. Correct code: both walkers must draw
// the same map, and `check --strict` must find nothing, with or without `--root`.

final class TwinMenuScreen {
    var onTour: () -> Void = {}
    var onHelp: () -> Void = {}
}

final class TwinStepScreen {
    var onNext: () -> Void = {}
    var onDone: () -> Void = {}
}

final class TwinFeature: FlowGroup {
    let finished = FlowSignal(name: "finished")
    var entry: Flow<TwinStepScreen> { first }
    lazy var first: Flow<TwinStepScreen> = Flow(with: TwinStepScreen(), owner: self) { [unowned self] vc, lets in
        vc.onNext = lets.push(self.last)
    }
    lazy var last = Flow(with: TwinStepScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.finished)
    }
}

final class TwinNotice: FlowGroup {
    let acknowledged = FlowSignal(name: "acknowledged")
    var entry: Flow<TwinStepScreen> { notice }
    lazy var notice = Flow(with: TwinStepScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.acknowledged)
    }
}

final class TwinApp {
    lazy var first = TwinFeature()
    lazy var second = TwinFeature()
    lazy var later = TwinNotice()

    lazy var menu: Flow<TwinMenuScreen> = Flow(with: TwinMenuScreen(), owner: self) { [unowned self] vc, lets in
        vc.onTour = lets.push(self.first.on(\.finished) { lets in
            lets.push(self.later.on(\.acknowledged) { lets in lets.popTo(self.menu) })
        })
        vc.onHelp = lets.present(self.second.on(\.finished) { lets in lets.dismiss() }, embedding: .navigation)
    }
}
