@testable import FlowKit
import Testing
import UIKitStandIn

// Screens whose callbacks share function types, declared in the shapes adopters write them.

final class TwinScreen {
    var onLogin: (() -> Void)?
    var onSignUp: (() -> Void)?
    var onHelp: (() -> Void)?
}

final class TypedTwinScreen: UIViewController {
    var onOpen: ((String, Int) -> Void)?
    var onShare: ((String, Int) -> Void)?
}

/// FlowKit 0.2.0's shapes: non-optional with an empty default, and `-> Void?`.
final class LegacyScreen {
    var onBack: () -> Void = {}
    var onLogOut: () -> Void = {}
    var onCheckout: ((String, Int) -> Void?)?
    var onPreview: ((String, Int) -> Void?)?
}

final class ActorScreen {
    var onSave: (@MainActor @Sendable () -> Void)?
    var onDiscard: (@MainActor @Sendable () -> Void)?
}

class BaseScreen {
    var onClose: (() -> Void)?
}

final class DerivedScreen: BaseScreen {
    var onMore: (() -> Void)?
}

final class TargetScreen: UIViewController {
    func prepare(_ name: String, _ count: Int) {}
}

/// How a binding assigns its verbs, and the labels each verb must get, in declaration order.
struct BindingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let flow: @MainActor @Sendable (Flow<TargetScreen>) -> any CallbackLabelled
    let labels: [String?]
    var testDescription: String { name }
}

/// A flow under test, with its screen type erased.
@MainActor protocol CallbackLabelled {
    func declaredLabels() -> [String?]
}

extension Flow: CallbackLabelled {
    func declaredLabels() -> [String?] { makeScreen(for: nil)?.lets.declaredActions.map(\.label) ?? [] }
}

@MainActor
@Suite struct CallbackLabelTests {
    nonisolated static let cases: [BindingCase] = [
        BindingCase(name: "three () -> Void callbacks", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                vc.onLogin = lets.push(target)
                vc.onSignUp = lets.present(target)
                vc.onHelp = lets.pop()
            }
        }, labels: ["onLogin", "onSignUp", "onHelp"]),
        BindingCase(name: "two (String, Int) -> Void callbacks, forwarding", flow: { target in
            Flow(with: TypedTwinScreen()) { vc, lets in
                vc.onShare = lets.present(target) { $0.prepare }
                vc.onOpen = lets.push(target) { $0.prepare }
            }
        }, labels: ["onShare", "onOpen"]),
        BindingCase(name: "FlowKit 0.2.0's shapes", flow: { target in
            Flow(with: LegacyScreen()) { vc, lets in
                vc.onLogOut = lets.popToRoot()
                vc.onBack = lets.pop()
                vc.onCheckout = lets.push(target) { $0.prepare }
                vc.onPreview = lets.present(target) { $0.prepare }
            }
        }, labels: ["onLogOut", "onBack", "onCheckout", "onPreview"]),
        BindingCase(name: "main-actor Sendable callbacks", flow: { target in
            Flow(with: ActorScreen()) { vc, lets in
                vc.onDiscard = lets.pop()
                vc.onSave = lets.push(target)
            }
        }, labels: ["onDiscard", "onSave"]),
        BindingCase(name: "a superclass's callback", flow: { target in
            Flow(with: DerivedScreen()) { vc, lets in
                vc.onClose = lets.pop()
                vc.onMore = lets.push(target)
            }
        }, labels: ["onClose", "onMore"]),
        BindingCase(name: "verbs in locals, each assigned before the next is declared", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                let login = lets.push(target)
                vc.onLogin = login
                let help = lets.pop()
                vc.onHelp = help
            }
        }, labels: ["onLogin", "onHelp"]),
        BindingCase(name: "a verb wrapped in the app's own closure", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                let login = lets.push(target)
                vc.onLogin = { login() }
                vc.onHelp = lets.pop()
            }
        }, labels: ["onLogin", "onHelp"]),
        BindingCase(name: "an app closure of the same type set before the verb", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                vc.onHelp = {}
                vc.onLogin = lets.push(target)
            }
        }, labels: ["onLogin"]),
        BindingCase(name: "two verbs in locals assigned together: ambiguous, so unnamed", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                let login = lets.push(target)
                let help = lets.pop()
                vc.onLogin = login
                vc.onHelp = help
            }
        }, labels: [nil, nil]),
        BindingCase(name: "an app closure of the same type set after the verb: ambiguous", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                vc.onLogin = lets.push(target)
                vc.onHelp = {}
            }
        }, labels: [nil]),
        BindingCase(name: "a verb handed to no property is not named after an app closure", flow: { target in
            Flow(with: TwinScreen()) { vc, lets in
                let login = lets.push(target)
                _ = login
                vc.onHelp = lets.pop()
                vc.onSignUp = {}
            }
        }, labels: [nil, nil]),
    ]

    @Test(arguments: cases) func everyCallbackOfABindingIsNamed(_ binding: BindingCase) {
        let target = Flow(with: TargetScreen())
        #expect(binding.flow(target).declaredLabels() == binding.labels)
    }

    @Test(arguments: Hierarchy.allCases) func eventsNameTheCallbackThatFired(_ hierarchy: Hierarchy) throws {
        let target = Flow(with: TargetScreen())
        let flow = Flow(with: TypedTwinScreen()) { vc, lets in
            vc.onOpen = lets.push(target) { $0.prepare }
            vc.onShare = lets.present(target) { $0.prepare }
        }
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(flow)
        hierarchy.settle()
        flow.liveScreen?.onShare?("tea", 2)
        hierarchy.settle()
        let event = try #require(log.events.last)
        #expect(event.verb == .present && event.label == "onShare")
        #expect(event.description.contains("[onShare(tea, 2)]"))
    }

    @Test func laterBuildsOfTheSameCodeTakeTheLabelsWithoutWatching() {
        let target = Flow(with: TargetScreen())
        let flows = (0..<3).map { _ in
            Flow(with: TwinScreen()) { vc, lets in
                vc.onLogin = lets.push(target)
                vc.onSignUp = lets.pop()
            }
        }
        #expect(flows[0].declaredLabels() == ["onLogin", "onSignUp"])
        let watched = CallbackLabeler.watchedDeclarations
        #expect(flows[1].declaredLabels() == ["onLogin", "onSignUp"])
        #expect(flows[2].declaredLabels() == ["onLogin", "onSignUp"])
        #expect(CallbackLabeler.watchedDeclarations == watched, "the same recipe is watched once")
    }

    /// FlowKit 0.2.0's long form: the flow builds the screen, so FlowKit sees it only once bound.
    @Test func aFlowThatBuildsItsScreenNamesEveryCallback() {
        let target = Flow(with: TargetScreen())
        let legacy: Flow<LegacyScreen> = Flow { lets in
            let screen = LegacyScreen()
            screen.onBack = lets.pop()
            screen.onLogOut = lets.popToRoot()
            screen.onPreview = lets.present(target) { $0.prepare }
            screen.onCheckout = lets.push(target) { $0.prepare }
            return screen
        }
        #expect(legacy.declaredLabels() == ["onBack", "onLogOut", "onPreview", "onCheckout"])
        let twins: Flow<TwinScreen> = Flow { lets in
            let screen = TwinScreen()
            let login = lets.push(target)
            let help = lets.pop()
            screen.onLogin = login
            screen.onHelp = help
            screen.onSignUp = {}
            return screen
        }
        #expect(twins.declaredLabels() == ["onLogin", "onHelp"], "locals assigned together, beside an app closure")
        let actors: Flow<ActorScreen> = Flow { lets in
            let screen = ActorScreen()
            screen.onSave = lets.push(target)
            screen.onDiscard = lets.pop()
            return screen
        }
        #expect(actors.declaredLabels() == ["onSave", "onDiscard"])
    }
}
