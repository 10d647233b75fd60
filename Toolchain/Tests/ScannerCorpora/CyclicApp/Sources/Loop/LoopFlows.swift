import FlowKit

final class LaunchScreen {
    var onStart: () -> Void = {}
}

final class HomeScreen {
    var onSettings: () -> Void = {}
    var onBack: () -> Void = {}
}

final class SettingsScreen {
    var onSignOut: () -> Void = {}
}

// Every screen has a verb leading to it: signing out sets the launch screen as root again.
final class LoopFlows {
    lazy var launch = Flow(with: LaunchScreen()) { [unowned self] vc, lets in
        vc.onStart = lets.push(self.home)
    }
    lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        vc.onSettings = lets.present(self.settings, embedding: .navigation)
        vc.onBack = lets.pop()
    }
    lazy var settings = Flow(with: SettingsScreen()) { [unowned self] vc, lets in
        vc.onSignOut = lets.setRoot(self.launch)
    }
}
