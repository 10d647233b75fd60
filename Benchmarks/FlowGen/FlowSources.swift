/// The files that declare flows: one `FlowGroup` per feature, one flows class per area (its hub
/// and its groups, with their outputs routed), and the app's root flows.
enum FlowSources {
    static func group(_ group: GroupPlan, random: inout SeededRandom) -> String {
        let entry = group.screens[0]
        var text = """
        import FlowKit

        /// The \(group.feature) feature: \(group.screens.count) screens entered through \
        \(entry.property), reporting back through `finished` and `cancelled`.
        @MainActor
        final class \(group.flowsType): FlowGroup {
            /// The user completed the feature with this item.
            let finished = FlowOutput<\(group.model)>(name: "finished")
            /// The user left the feature without completing it.
            let cancelled = FlowSignal(name: "cancelled")

            var entry: Flow<\(entry.type)> { \(entry.property) }

        """
        text += heldGroups(group.embedded)
        let typed = flowsReferencedBackward(group.screens)
        for screen in group.screens {
            text += "\n" + flow(screen, group: group, typed: typed.contains(screen.property))
        }
        return text + "}\n"
    }

    /// The flows that a flow declared at or after them names (`popTo(self.list1)`). Each must be
    /// written with its type, as README's rule says: Swift infers a `lazy var`'s type from its
    /// whole initialiser, closures included, so flows that name each other in a loop are a
    /// `circular reference` unless one of them is typed, and every loop passes through a flow
    /// named from at or after its own declaration.
    private static func flowsReferencedBackward(_ screens: [ScreenPlan]) -> Set<String> {
        var declared: Set<String> = []
        var typed: Set<String> = []
        for screen in screens {
            declared.insert(screen.property)
            for binding in screen.bindings {
                // `)` or `,` ends the name, so `self.list1` is not read in `self.list10`.
                typed.formUnion(declared.filter {
                    binding.verb.contains("self.\($0))") || binding.verb.contains("self.\($0),")
                })
            }
        }
        return typed
    }

    private static func flow(_ screen: ScreenPlan, group: GroupPlan, typed: Bool) -> String {
        let needsSelf = screen.bindings.contains { $0.verb.contains("self.") }
        let capture = needsSelf ? "[unowned self] " : ""
        var lines: [String] = []
        for binding in screen.bindings { lines.append("vc.\(binding.label) = \(binding.verb)") }
        for label in screen.localCallbacks { lines.append("vc.\(label) = { [weak vc] in vc?.reload() }") }
        let body = lines.map { "        " + $0 }.joined(separator: "\n")
        if screen.usesLongForm {
            return """
                /// \(screen.title), built by hand.
                lazy var \(screen.property): Flow<\(screen.type)> = Flow { \(capture)lets in
                    let vc = \(screen.type)()
            \(body)
                    return vc
                }

            """
        }
        return """
            /// \(screen.title).
            lazy var \(screen.property)\(typed ? ": Flow<\(screen.type)>" : "") = Flow(with: \(screen.type)()) { \(capture)vc, lets in
        \(body)
            }

        """
    }

    /// Stored groups and an `init` that routes their outputs: each dismisses what it presented.
    private static func heldGroups(_ groups: [(property: String, type: String)]) -> String {
        var text = ""
        for group in groups { text += "    let \(group.property) = \(group.type)()\n" }
        text += "\n    init() {\n"
        for group in groups {
            text += "        \(group.property).finished.route { lets in lets.dismiss() }\n"
            text += "        \(group.property).cancelled.route { lets in lets.dismiss(animated: false) }\n"
        }
        return text + "    }\n"
    }

    static func area(_ area: AreaPlan) -> String {
        var text = """
        import FlowKit

        /// Area \(area.index): a hub presenting \(area.groups.count) features, each dismissed when it reports back.
        @MainActor
        final class \(area.flowsType) {

        """
        text += heldGroups(area.groups.map { ($0.property, $0.flowsType) })
        text += "\n    /// The area's hub.\n"
        text += "    lazy var hub = Flow(with: \(area.hubType)()) { [unowned self] vc, lets in\n"
        for group in area.groups {
            text += "        vc.onOpen\(group.feature) = lets.present(self.\(group.property), embedding: .navigation)\n"
        }
        text += "        vc.onBack = lets.pop()\n    }\n}\n"
        return text
    }

    static func app(_ areas: [AreaPlan]) -> String {
        var text = """
        import FlowKit

        /// The app's root flows: home, which pushes each area's hub.
        @MainActor
        final class AppFlows {

        """
        for area in areas { text += "    let \(area.property) = \(area.flowsType)()\n" }
        text += "\n    init() {}\n\n    /// The app's root.\n"
        text += "    lazy var home = Flow(with: HomeViewController()) { [unowned self] vc, lets in\n"
        for area in areas { text += "        vc.onOpenArea\(area.index) = lets.push(self.\(area.property).hub)\n" }
        text += "    }\n}\n"
        return text
    }
}
