import FlowKit
import FlowKitTesting
import Testing
import UIKitStandIn

/// A screen that navigates on its own as soon as it is prepared (a "skip if already done" step).
@MainActor final class AutoAdvanceScreen: UIViewController {
    var onNext: (() -> Void)?
    private(set) var prepared: [Int] = []
    func prepare(value: Int) {
        prepared.append(value)
        onNext?()
    }
}

@MainActor final class ReentrancyApp {
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onSelect = lets.push(self.auto) { $0.prepare }
        vc.onBack = lets.pop()
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)
    }
    lazy var deep = Flow(with: DeepScreen(), name: "deep")
    lazy var auto: Flow<AutoAdvanceScreen> = Flow(with: AutoAdvanceScreen(), name: "auto") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)
    }
}

/// Compact event lines: `did push detail`.
@MainActor private func steps(_ events: [NavigationEvent]) -> [String] {
    events.map { event in
        let phase = event.refusal.map { "refused(\($0.rawValue))" } ?? (event.phase == .will ? "will" : "did")
        return "\(phase) \(event.verb.rawValue) \(event.target?.description ?? "-")"
    }
}

@MainActor
@Suite struct ReentrancyTests {
    let app = ReentrancyApp()

    @Test(arguments: Hierarchy.allCases) func aNavigationRequestedOnDidRunsAfterTheCurrentOne(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        navigator.observe { [app] event in
            if event.phase == .did, event.verb == .push, event.target?.flowName == "detail" {
                app.detail.liveScreen?.onNext?()
            }
        }
        let log = EventLog(navigator)
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(steps(log.events) == ["will push detail", "did push detail", "will push deep", "did push deep"])
        #expect(typeNames(navigator.visibleStack) == ["HomeScreen", "DetailScreen", "DeepScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func aNavigationRequestedOnWillWaitsUntilTheStateHasChanged(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        navigator.observe { [app] event in
            // At `will` the detail is not on screen yet: run now, this would be refused.
            if event.phase == .will, event.target?.flowName == "detail" { app.detail.liveScreen?.onNext?() }
        }
        let log = EventLog(navigator)
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(steps(log.events) == ["will push detail", "did push detail", "will push deep", "did push deep"])
        #expect(typeNames(navigator.visibleStack) == ["HomeScreen", "DetailScreen", "DeepScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func severalReentrantRequestsRunInOrder(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        var reacted = false
        navigator.observe { [app] event in
            guard !reacted, event.phase == .will else { return }
            reacted = true
            app.home.liveScreen?.onNext?()                  // refused later: home is covered by then
            app.detail.liveScreen?.onNext?()                // accepted: detail is visible by then
        }
        let log = EventLog(navigator)
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(steps(log.events) == [
            "will push detail", "did push detail",
            "refused(sourceNotVisible) push detail",
            "will push deep", "did push deep",
        ])
    }

    /// A later observer must see a refusal before the navigation another observer started in
    /// reaction to it, as it does for accepted requests.
    @Test(arguments: Hierarchy.allCases) func aNavigationRequestedOnARefusalRunsAfterEveryObserverSawIt(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        navigator.observe { [app] event in
            // Recover from the root's refused pop by going forward instead.
            if event.refusal == .poppingRoot { app.home.liveScreen?.onNext?() }
        }
        let log = EventLog(navigator)
        app.home.liveScreen?.onBack?()
        hierarchy.settle()
        #expect(typeNames(navigator.visibleStack) == ["HomeScreen", "DetailScreen"])
        #expect(steps(log.events) == ["refused(poppingRoot) pop -", "will push detail", "did push detail"])
    }

    /// "Requests made while another is being applied (by an observer or a forwarding closure)
    /// run after it" (HeadlessNavigator's documentation).
    @Test(arguments: Hierarchy.allCases) func aNavigationRequestedByAForwardingClosureRunsAfterTheCurrentOne(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        let log = EventLog(navigator)
        app.home.liveScreen?.onSelect?(5)
        hierarchy.settle()
        #expect(app.auto.liveScreen?.prepared == [5])
        #expect(steps(log.events) == ["will push auto", "did push auto", "will push deep", "did push deep"])
        #expect(typeNames(navigator.visibleStack) == ["HomeScreen", "AutoAdvanceScreen", "DeepScreen"])
    }
}
