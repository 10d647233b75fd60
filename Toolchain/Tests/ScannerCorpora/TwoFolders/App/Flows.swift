import FlowKit

final class Flows {
    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onDetail = lets.push(self.detail) { $0.show }
    }
    lazy var detail = Flow(with: DetailScreen())
}
