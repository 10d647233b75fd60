import FlowKit

final class HomeScreen {
    var onAbout: (String) -> Void = { _ in }
    var onLost: () -> Void = {}
}

final class AboutScreen {
    func load(_ version: String) {}
}

final class Flows {
    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onAbout = lets.present(self.about, embedding: .navigation) { $0.load }
        vc.onLost = lets.push(self.missing)
    }
    lazy var about = Flow(with: AboutScreen())
}
