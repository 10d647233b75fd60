import FlowKit

final class Screen {
    var onNext: () -> Void = {}
}

final class Flows {
    lazy var start = Flow(with: Screen()) { [unowned self] vc, lets in
        vc.onNext = lets.push(self.end)
    }
    lazy var end = Flow(with: Screen())
}
