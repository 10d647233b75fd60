import FlowKit
import Foundation
import FuzzingSupport
import UIKitStandIn

/// One verb a model app's screen binds to one of its callbacks; targets are flow indices.
public enum ModelVerb: Hashable, Sendable {
    case push(Int), replace(Int), pop, popTo(Int), popToRoot, setRoot(Int)
    case present(Int, Embedding), presentTabs, dismiss, dismissAll, dismissTo(Int)
    case setWindowRoot(Int, Embedding), setWindowRootTabs, selectTab(Int), emit

    /// The flow the verb names, if any.
    public var target: Int? {
        switch self {
        case .push(let index), .replace(let index), .popTo(let index), .setRoot(let index), .present(let index, _),
             .dismissTo(let index), .setWindowRoot(let index, _), .selectTab(let index): index
        default: nil
        }
    }
}

/// A screen of a model app: a serial number in build order, and its bound callbacks.
/// A view controller, so the same app runs over the headless and the UIKit hierarchy.
@MainActor
public final class ModelScreen: UIViewController {
    /// The flow that built it.
    public let flow: Int
    /// 0 for the first screen the app built, then 1, 2…: lets the reference model predict
    /// which instance each verb shows.
    public let serial: Int
    /// The callbacks, one per ``ModelApp/Spec/actions`` entry of its flow.
    public var actions: [() -> Void] = []

    init(flow: Int, serial: Int) {
        self.flow = flow
        self.serial = serial
        super.init()
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }
}

/// A random app for the model check: flows whose screens bind random verbs to random targets,
/// one flow group (two flows, an output routed to a random verb, or left unrouted) and one
/// tab container. The same seed always gives the same app.
@MainActor
public final class ModelApp {
    /// The app's shape, which the reference model reads instead of the flows.
    public struct Spec: Sendable {
        /// Per flow, the verbs its screen binds, in callback order.
        public var actions: [[ModelVerb]]
        /// The flows of the tab container, their embeddings, and the first selection.
        public var tabs: [(flow: Int, embedding: Embedding)]
        public var tabSelection: Int
        /// The group's entry and inner flow (the inner one emits the output).
        public var groupEntry: Int { actions.count - 2 }
        /// What the group's output is routed to; `nil` when it is left unrouted.
        public var route: ModelVerb?
    }

    public let spec: Spec
    public private(set) var flows: [Flow<ModelScreen>] = []
    public private(set) var tabs: Tabs!
    public private(set) var group: ModelGroup!
    private var nextSerial = 0
    private var built: [WeakScreen] = []

    /// An app of `flowCount` plain flows plus the group's two, shaped by `random`.
    public init(flowCount: Int, random: inout SplitMix64) {
        let total = flowCount + 2
        func target(_ random: inout SplitMix64) -> Int { Int.random(in: 0..<total, using: &random) }
        func verb(_ random: inout SplitMix64) -> ModelVerb {
            let embedding: Embedding = Bool.random(using: &random) ? .navigation : .none
            switch Int.random(in: 0..<23, using: &random) {
            case 0..<5: return .push(target(&random))
            case 5, 6: return .pop
            case 7: return .popTo(target(&random))
            case 8: return .popToRoot
            case 9: return .setRoot(target(&random))
            case 10..<13: return .present(target(&random), embedding)
            case 13: return .presentTabs
            case 14, 15: return .dismiss
            case 16: return .dismissAll
            case 17: return .dismissTo(target(&random))
            case 18: return Bool.random(using: &random) ? .setWindowRoot(target(&random), embedding) : .setWindowRootTabs
            case 19: return .replace(target(&random))
            default: return .selectTab(target(&random))
            }
        }
        var actions = (0..<total).map { _ in (0..<Int.random(in: 2...5, using: &random)).map { _ in verb(&random) } }
        actions[total - 1].append(.emit)
        let tabFlows = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            (flow: target(&random), embedding: Int.random(in: 0..<4, using: &random) == 0 ? Embedding.none : .navigation)
        }
        let routes: [ModelVerb?] = [nil, .pop, .popToRoot, .dismiss, .dismissAll, .push(target(&random)),
                                    .present(target(&random), .navigation), .setWindowRoot(target(&random), .navigation)]
        spec = Spec(actions: actions, tabs: tabFlows, tabSelection: Int.random(in: 0..<tabFlows.count, using: &random),
                    route: routes[Int.random(in: 0..<routes.count, using: &random)])
        for index in 0..<total - 2 { flows.append(makeFlow(index)) }
        group = ModelGroup(entry: makeFlow(total - 2), inner: makeFlow(total - 1))
        flows += [group.entryFlow, group.innerFlow]
        tabs = Tabs(name: "ModelTabs", selected: spec.tabSelection, spec.tabs.map { Tab(flows[$0.flow], embedding: $0.embedding) })
        if let route = spec.route { group.done.route { [unowned self] lets in self.bind(route, on: lets) } }
    }

    /// Screens built so far that are still alive.
    public var aliveScreens: [ModelScreen] { built.compactMap(\.screen) }
    /// How many screens the app has built.
    public var builtCount: Int { built.count }

    private func makeFlow(_ index: Int) -> Flow<ModelScreen> {
        Flow(with: self.build(index), name: "flow\(index)") { [unowned self] screen, lets in
            screen.actions = self.spec.actions[index].map { self.bind($0, on: lets) }
        }
    }

    private func build(_ index: Int) -> ModelScreen {
        let screen = ModelScreen(flow: index, serial: nextSerial)
        nextSerial += 1
        built.append(WeakScreen(screen: screen))
        return screen
    }

    /// The callback for `verb`; targets that are the group's entry go through the group itself.
    private func bind(_ verb: ModelVerb, on lets: Lets) -> () -> Void {
        guard let index = verb.target else { return bind(verb, to: flows[0], on: lets) }
        return index == spec.groupEntry ? bind(verb, to: group, on: lets) : bind(verb, to: flows[index], on: lets)
    }

    private func bind<Target: FlowTarget>(_ verb: ModelVerb, to target: Target, on lets: Lets) -> () -> Void
    where Target.Presentation == Embedding {
        switch verb {
        case .push: return lets.push(target)
        case .replace: return lets.replace(target)
        case .pop: return lets.pop()
        case .popTo: return lets.popTo(target)
        case .popToRoot: return lets.popToRoot()
        case .setRoot: return lets.setRoot(target)
        case .present(_, let embedding): return lets.present(target, embedding: embedding)
        case .presentTabs: return lets.present(tabs)
        case .dismiss: return lets.dismiss()
        case .dismissAll: return lets.dismissAll()
        case .dismissTo: return lets.dismiss(to: target)
        case .setWindowRoot(_, let embedding): return lets.setWindowRoot(target, embedding: embedding)
        case .setWindowRootTabs: return lets.setWindowRoot(tabs)
        case .selectTab: return lets.selectTab(target)
        case .emit: return lets.emit(group.done)
        }
    }
}

/// The model app's flow group: an entry screen and an inner one that emits `done`.
@MainActor
public final class ModelGroup: FlowGroup {
    let entryFlow: Flow<ModelScreen>
    let innerFlow: Flow<ModelScreen>
    /// Emitted by the inner screen; the app routes it (or not).
    public let done: FlowOutput< > = FlowOutput(name: "done")

    init(entry: Flow<ModelScreen>, inner: Flow<ModelScreen>) {
        entryFlow = entry
        innerFlow = inner
    }

    /// The group's entry flow.
    public var entry: Flow<ModelScreen> { entryFlow }
}

private struct WeakScreen {
    weak var screen: ModelScreen?
}
