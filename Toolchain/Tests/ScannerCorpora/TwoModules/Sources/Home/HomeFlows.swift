import FlowKit

final class HomeScreen {
    var onDetail: (Int) -> Void = { _ in }
    var onLost: () -> Void = {}
}

final class DetailScreen {
    func show(_ id: Int) {}
}

final class Flows {
    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onDetail = lets.push(self.detail) { $0.show }
        vc.onLost = lets.push(self.missing)
    }
    lazy var detail = Flow(with: DetailScreen())
}
