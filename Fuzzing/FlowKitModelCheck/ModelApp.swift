@_spi(FlowKitTools) import FlowKit
import Foundation
import FuzzingSupport
import UIKitStandIn

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
        var actions = (0..<total).map { _ in
            (0..<Int.random(in: 2...5, using: &random)).map { _ in ModelVerb.random(flows: total, using: &random) }
        }
        actions[total - 1].append(ModelVerb(.emit, .output))
        let tabFlows = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            (flow: Int.random(in: 0..<total, using: &random),
             embedding: Int.random(in: 0..<4, using: &random) == 0 ? Embedding.none : .navigation)
        }
        // Any verb but another emission may be the output's route, or none.
        let routed = NavigationVerb.allCases.filter { $0.namesAScreen || !$0.hasTarget }
        let choice = Int.random(in: 0...routed.count, using: &random)
        let route = choice == routed.count ? nil
            : ModelVerb.naming(routed[choice], flows: total, embedding: .navigation, using: &random)
        spec = Spec(actions: actions, tabs: tabFlows, tabSelection: Int.random(in: 0..<tabFlows.count, using: &random),
                    route: route)
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
        guard let index = verb.flow else { return bind(verb, to: flows[0], on: lets) }
        return index == spec.groupEntry ? bind(verb, to: group, on: lets) : bind(verb, to: flows[index], on: lets)
    }

    private func bind<Target: FlowTarget>(_ verb: ModelVerb, to target: Target, on lets: Lets) -> () -> Void
    where Target.Presentation == Embedding {
        switch verb.verb {
        case .push: return lets.push(target)
        case .replace: return lets.replace(target)
        case .pop: return lets.pop()
        case .popTo: return lets.popTo(target)
        case .popToRoot: return lets.popToRoot()
        case .setRoot: return lets.setRoot(target)
        case .present where verb.target == .tabs: return lets.present(tabs)
        case .present: return lets.present(target, embedding: verb.embedding)
        case .dismiss: return lets.dismiss()
        case .dismissAll: return lets.dismissAll()
        case .dismissTo: return lets.dismiss(to: target)
        case .setWindowRoot where verb.target == .tabs: return lets.setWindowRoot(tabs)
        case .setWindowRoot: return lets.setWindowRoot(target, embedding: verb.embedding)
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
