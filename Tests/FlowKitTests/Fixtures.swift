import FlowKit
import FlowKitTesting
import UIKitStandIn
import Testing

// Shared test screens and helpers. Screens are plain classes, as an app's view controllers
// would be: optional callbacks saying what the user did, and `prepare` methods that record
// what forwarding handed them. None of them knows another screen.

/// The callbacks and `prepare` every test screen has; the screens differ by type only, so that
/// events, labels and assertions can tell them apart. (Reflection sees the superclass's
/// properties, so labelling works as on a flat class.)
@MainActor class TestScreen: UIViewController {
    var onNext: (() -> Void)?
    var onBack: (() -> Void)?
    var onClose: (() -> Void)?
    var onAlt: (() -> Void)?
    var onExtra: (() -> Void)?
    var onPresent: (() -> Void)?
    var onSelect: ((Int) -> Void)?
    private(set) var received: [String] = []
    func prepare(value: Int) { received.append("value:\(value)") }
}

@MainActor final class HomeScreen: TestScreen {}
@MainActor final class DetailScreen: TestScreen {}
@MainActor final class DeepScreen: TestScreen {}
@MainActor final class ModalScreen: TestScreen {}
@MainActor final class SheetScreen: TestScreen {}

/// Counts how often a flow's recipe ran.
@MainActor final class BuildCounter {
    private(set) var count = 0
    func record(_ screen: AnyObject) { count += 1 }
}

/// Collects a navigator's events.
@MainActor final class EventLog {
    private(set) var events: [NavigationEvent] = []
    init(_ navigator: HeadlessNavigator) {
        navigator.observe { [weak self] event in self?.events.append(event) }
    }
}

/// The window's arrangement by screen identity: equal snapshots mean nothing moved.
enum Shape: Equatable {
    case screen(ObjectIdentifier)
    case stack([ObjectIdentifier])
    indirect case tabs(selected: Int, [Shape])

    @MainActor init(_ container: Container) {
        switch container {
        case .screen(let screen): self = .screen(ObjectIdentifier(screen))
        case .stack(let screens): self = .stack(screens.map(ObjectIdentifier.init))
        case .tabs(let tabs): self = .tabs(selected: tabs.selectedIndex, tabs.tabs.map(Shape.init))
        }
    }
}

struct WindowSnapshot: Equatable {
    let layers: [Shape]
    let visible: ObjectIdentifier?
    let visibleStack: [ObjectIdentifier]

    @MainActor init(_ navigator: HeadlessNavigator) {
        layers = navigator.layers.map { Shape($0.root) }
        visible = navigator.visibleScreen.map(ObjectIdentifier.init)
        visibleStack = navigator.visibleStack.map(ObjectIdentifier.init)
    }
}

/// Runs `action` and expects exactly one `refused(reason)` event and an unchanged window.
@MainActor
func expectRefusal(_ reason: RefusalReason, on navigator: HeadlessNavigator, log: EventLog,
                   sourceLocation: SourceLocation = #_sourceLocation, _ action: () throws -> Void) rethrows {
    let before = WindowSnapshot(navigator)
    let count = log.events.count
    try action()
    let new = Array(log.events[count...])
    #expect(new.count == 1, "expected a single refused event, got \(new)", sourceLocation: sourceLocation)
    #expect(new.first?.refusal == reason, "got \(new.map(\.description))", sourceLocation: sourceLocation)
    #expect(new.first?.phase == .refused(reason), sourceLocation: sourceLocation)
    #expect(WindowSnapshot(navigator) == before, "the window changed after a refusal", sourceLocation: sourceLocation)
}

/// The types of the visible stack, root first.
@MainActor
func typeNames(_ screens: [AnyObject]) -> [String] {
    screens.map { String(describing: type(of: $0)) }
}
