@_spi(FlowKitTools) import FlowGraph
import FlowKit

/// Adds storyboards to the map: each scene a node (its custom class, which merges it with that
/// class's code, else `Storyboard.identifier` for a scene of UIKit's own class), each segue a
/// `declared` edge, references to other storyboards followed, a navigation controller (UIKit's or
/// the app's subclass) drawn as its root inside a new stack, and the initial scene of a storyboard
/// no other one references as a start. It also resolves code's look-ups through them:
/// `instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()` and
/// `performSegue(withIdentifier:)`.
struct StoryboardAssembler {
    private let storyboards: [StoryboardFacts]
    /// Scenes by storyboard name and object id.
    private var scenes: [String: [String: StoryboardFacts.Scene]] = [:]

    init(_ storyboards: [StoryboardFacts]) {
        self.storyboards = storyboards
        for storyboard in storyboards {
            for scene in storyboard.scenes { scenes[storyboard.name, default: [:]][scene.id] = scene }
        }
    }

    /// Where a scene leads when shown: the node id, whether it is wrapped in a new navigation
    /// stack, and its type for code that looks it up.
    struct Shown: Hashable {
        var id: String
        var embedded: Bool
    }

    /// The scene `id` of `storyboard` as shown: a reference followed to the scene it names, a
    /// navigation controller to its root. `nil` for what leads nowhere known.
    func shown(_ id: String, in storyboard: String, depth: Int = 0) -> Shown? {
        guard depth < 8, let scene = scenes[storyboard]?[id] else { return nil }
        if let reference = scene.reference {
            let target = reference.storyboard ?? storyboard
            guard let facts = storyboards.first(where: { $0.name == target }) else { return nil }
            let sceneID = reference.identifier.flatMap { identifier in
                facts.scenes.first { $0.storyboardIdentifier == identifier && $0.reference == nil }?.id
            } ?? (reference.identifier == nil ? facts.initialScene : nil)
            return sceneID.flatMap { shown($0, in: target, depth: depth + 1) }
        }
        // The app's own subclass is a stack too, as `AppNavigationController(rootViewController:)` is in code.
        // Two storyboards may share a name (an iOS and a macOS `Inspector.storyboard`); scene
        // ids tell their segues apart.
        if scene.element == "navigationController",
           let root = storyboards.lazy.filter({ $0.name == storyboard }).flatMap(\.segues)
            .first(where: { $0.source == id && $0.relationship == "rootViewController" }),
           var inner = shown(root.destination, in: storyboard, depth: depth + 1) {
            inner.embedded = true
            return inner
        }
        return Shown(id: nodeID(scene, in: storyboard), embedded: false)
    }

    private func nodeID(_ scene: StoryboardFacts.Scene, in storyboard: String) -> String {
        scene.customClass ?? "\(storyboard).\(scene.storyboardIdentifier ?? scene.id)"
    }

    /// The graph with the storyboards' scenes, segues and starts added.
    func merge(into graph: NavigationGraph) -> NavigationGraph {
        guard !storyboards.isEmpty else { return graph }
        var graph = graph
        var ids = Set(graph.nodes.map(\.id))
        let referenced = Set(storyboards.flatMap { $0.scenes.compactMap { $0.reference?.storyboard } })
        for storyboard in storyboards {
            for scene in storyboard.scenes where scene.reference == nil {
                guard let shown = shown(scene.id, in: storyboard.name), shown.id == nodeID(scene, in: storyboard.name),
                      ids.insert(shown.id).inserted else { continue }
                graph.nodes.append(ScreenNode(
                    id: shown.id, screen: TypeNames.lastComponent(of: scene.customClass ?? scene.uikitClass),
                    kind: scene.element == "tabBarController" ? .tabs : .screen, file: storyboard.path, line: scene.line,
                    provenance: UIKit.systemScreens.contains(scene.customClass ?? "") ? .system : .storyboard))
            }
            for segue in storyboard.segues {
                guard let edge = edge(segue, in: storyboard) else { continue }
                graph.edges.append(edge)
            }
            if let initial = storyboard.initialScene, !referenced.contains(storyboard.name),
               let start = shown(initial, in: storyboard.name) {
                graph.roots.append(start.id)
            }
        }
        return graph
    }

    /// A segue's edge; `nil` for an unwind (back) or a segue whose ends are not scenes.
    private func edge(_ segue: StoryboardFacts.Segue, in storyboard: StoryboardFacts) -> NavigationEdge? {
        guard let source = scenes[storyboard.name]?[segue.source], let from = shown(segue.source, in: storyboard.name),
              from.id == nodeID(source, in: storyboard.name), let to = shown(segue.destination, in: storyboard.name) else { return nil }
        let action: EdgeAction
        switch segue.kind {
        case "unwind": return nil
        case "relationship":
            if source.element == "navigationController" { return nil }  // drawn as its root
            action = segue.relationship == "viewControllers" ? .tab : .embed
        case "embed": action = .embed
        case "presentation", "modal", "popoverPresentation", "popover", "formSheet", "pageSheet": action = .verb(.present)
        default: action = .verb(.push)  // show, showDetail, push, replace, custom
        }
        return NavigationEdge(from: from.id, to: to.id, action: action, label: segue.identifier ?? "", file: storyboard.path,
                              line: segue.line, embedding: action == .verb(.present) ? (to.embedded ? .navigation : Embedding.none) : nil)
    }

    /// The owner of a segue performed on a view controller whose class cannot be told
    /// (`messageVC.performSegue(…)` on a value a completion hands over): the segue of any scene
    /// with that identifier, resolved only when every such segue leads to the same screen.
    static let anyScene = "*"

    /// Code's look-ups resolved through the storyboards (``UIKitTypes/storyboards``).
    func resolve(_ expression: TargetExpression, owner: String) -> UIKitTypes.Resolved? {
        let found: Shown?
        // A name read from a property (`UIStoryboard.settings`) or a SwiftGen enum (`SendReports`
        // for `Send Reports.storyboard`) is the file's, whatever its case and its spaces, when a
        // storyboard has it; otherwise it says nothing.
        func named(_ name: String?) -> String? {
            guard let name else { return nil }
            let letters = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
            return storyboards.first { $0.name == name }?.name
                ?? storyboards.first { $0.name.lowercased() == name.lowercased() }?.name
                ?? storyboards.first { letters($0.name) == letters(name) }?.name
        }
        switch expression {
        case .storyboardScene(let identifier, let written):
            let named = named(written)
            let matches = storyboards.filter { named == nil || $0.name == named }.flatMap { storyboard in
                storyboard.scenes.filter { $0.storyboardIdentifier == identifier && $0.reference == nil }
                    .compactMap { shown($0.id, in: storyboard.name) }
            }
            found = Set(matches).count == 1 ? matches[0] : nil
        case .storyboardInitial(let written):
            let named = named(written)
            let candidates = storyboards.filter { named == nil ? storyboards.count == 1 : $0.name == named }
            // Of two storyboards sharing a name, the one with an initial scene that shows something.
            let starts = Set(candidates.compactMap { storyboard in storyboard.initialScene.flatMap { shown($0, in: storyboard.name) } })
            found = starts.count == 1 ? starts.first : nil
        case .segue(let identifier):
            let owned = TypeNames.lastComponent(of: owner)
            let matches = storyboards.flatMap { storyboard in
                storyboard.segues.filter { segue in
                    segue.identifier == identifier
                        && (owner == Self.anyScene
                            || scenes[storyboard.name]?[segue.source]?.customClass.map(TypeNames.lastComponent(of:)) == owned)
                }.compactMap { shown($0.destination, in: storyboard.name) }
            }
            found = Set(matches).count == 1 ? matches[0] : nil
        case .type, .built, .embedded, .hosting, .modifiedView, .oneOf, .followed, .parameter, .property, .method, .staticMethod,
             .staticProperty, .valueMethod, .valueProperty, .presented, .specialised, .sceneNamedBy, .text, .unknown:
            found = nil
        }
        return found.map { UIKitTypes.Resolved(type: $0.id, embedded: $0.embedded, steps: 1) }
    }
}
