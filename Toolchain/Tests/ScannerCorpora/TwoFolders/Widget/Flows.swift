import FlowKit

final class Flows {
    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onOpen = lets.present(self.detail) { $0.open }
    }
    lazy var detail = Flow(with: DetailScreen())
}
