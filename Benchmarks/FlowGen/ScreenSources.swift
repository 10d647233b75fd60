/// Screens written as a UIKit app writes its view controllers: state, a service, lifecycle and
/// action methods, and callbacks that say what the user did. None mentions the DSL.
enum ScreenSources {
    static func screen(_ screen: ScreenPlan, group: GroupPlan, random: inout SeededRandom) -> String {
        let model = group.model
        var callbacks = screen.bindings.map { callback($0.label, $0.parameters, doc: "The user chose \($0.label.dropFirst(2).lowercased()).") }
        callbacks += screen.localCallbacks.map { callback($0, "", doc: "The user pulled to refresh.") }
        var text = """
        import Foundation

        /// \(screen.title) in \(group.feature).
        @MainActor
        final class \(screen.type) {
            // MARK: State

            private(set) var items: [\(model)] = []
            private(set) var isLoading = false
            private(set) var errorMessage: String?
            private var selectedIndex: Int?
            private var pageSize = \(random.int(in: 10...50))
            private let service: \(group.service)
            var title = "\(screen.title)"

            // MARK: Callbacks

        \(callbacks.joined(separator: "\n"))

            init(service: \(group.service) = \(group.service)()) {
                self.service = service
            }

        """
        switch screen.input {
        case .none: break
        case .item:
            text += """

                /// Shows `item` first.
                func show(_ item: \(model)) {
                    items.removeAll { $0.id == item.id }
                    items.insert(item, at: 0)
                    reload()
                }

            """
        case .titleAndCount:
            text += """

                /// Titles the screen and sizes its first page.
                func configure(title: String, count: Int) {
                    self.title = title
                    pageSize = max(10, min(count, 100))
                    reload()
                }

            """
        }
        text += lifecycle(model: model)
        var pool = MethodPool.methods(model: model)
        for _ in 0..<random.int(in: 2...5) where !pool.isEmpty {
            text += "\n" + pool.remove(at: random.int(in: 0...(pool.count - 1)))
        }
        return text + "}\n"
    }

    private static func callback(_ label: String, _ parameters: String, doc: String) -> String {
        "    /// \(doc)\n    var \(label): ((\(parameters)) -> Void)?"
    }

    private static func lifecycle(model: String) -> String {
        """

            /// Loads the first page.
            func viewDidLoad() {
                isLoading = true
                service.fetchItems(limit: pageSize) { [weak self] result in
                    guard let self else { return }
                    self.isLoading = false
                    switch result {
                    case .success(let items):
                        self.items = items
                        self.reload()
                    case .failure(let error):
                        self.errorMessage = error.localizedDescription
                    }
                }
            }

            /// The user tapped a row.
            func didSelectRow(at index: Int) {
                guard items.indices.contains(index) else { return }
                selectedIndex = index
            }

            /// Recomputes what the screen shows from its state.
            func reload() {
                let visible = items.filter { !$0.isArchived }.sorted { $0.updatedAt > $1.updatedAt }
                title = visible.isEmpty ? title : "\\(title) (\\(visible.count))"
                errorMessage = nil
            }

        """
    }

    static func hub(_ area: AreaPlan, random: inout SeededRandom) -> String {
        let callbacks = area.groups.map { callback("onOpen\($0.feature)", "", doc: "The user opened \($0.feature).") }
            + [callback("onBack", "", doc: "The user went back home.")]
        return container(area.hubType, doc: "The hub of area \(area.index).", callbacks: callbacks,
                         rows: area.groups.map(\.feature))
    }

    static func home(_ areas: [AreaPlan], random: inout SeededRandom) -> String {
        let callbacks = areas.map { callback("onOpenArea\($0.index)", "", doc: "The user opened area \($0.index).") }
        return container("HomeViewController", doc: "The app's home screen.", callbacks: callbacks,
                         rows: areas.map { "Area \($0.index)" })
    }

    private static func container(_ type: String, doc: String, callbacks: [String], rows: [String]) -> String {
        """
        import Foundation

        /// \(doc)
        @MainActor
        final class \(type) {
            /// The rows the user can open, in order.
            let rows: [String] = [\(rows.map { "\"\($0)\"" }.joined(separator: ", "))]
            private(set) var highlighted: Int?

        \(callbacks.joined(separator: "\n"))

            init() {}

            /// Highlights the row under the user's finger.
            func highlight(row: Int) {
                highlighted = rows.indices.contains(row) ? row : nil
            }
        }

        """
    }
}

/// Methods screens pick a few of, so no two screens read alike.
enum MethodPool {
    static func methods(model: String) -> [String] {
        [
            """
                /// Deletes the item at `index`, keeping the selection valid.
                func deleteItem(at index: Int) {
                    guard items.indices.contains(index) else { return }
                    let removed = items.remove(at: index)
                    service.delete(id: removed.id)
                    if let selected = selectedIndex, selected >= items.count {
                        selectedIndex = items.isEmpty ? nil : items.count - 1
                    }
                    reload()
                }

            """,
            """
                /// Loads the next page when the user scrolls near the end.
                func willDisplayRow(at index: Int) {
                    guard !isLoading, index >= items.count - 5 else { return }
                    isLoading = true
                    service.fetchItems(limit: pageSize, after: items.last?.id) { [weak self] result in
                        guard let self else { return }
                        self.isLoading = false
                        if case .success(let more) = result {
                            self.items.append(contentsOf: more)
                            self.reload()
                        }
                    }
                }

            """,
            """
                /// Filters the items by a search text, case-insensitively.
                func matching(_ query: String) -> [\(model)] {
                    let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
                    guard !needle.isEmpty else { return items }
                    return items.filter { item in
                        item.title.lowercased().contains(needle) || item.tags.contains { $0.lowercased() == needle }
                    }
                }

            """,
            """
                /// The text of the screen's footer.
                var footerText: String {
                    switch items.count {
                    case 0: return "Nothing here yet"
                    case 1: return "One item"
                    default:
                        let total = items.reduce(0) { $0 + $1.quantity }
                        return "\\(items.count) items, \\(total) in all"
                    }
                }

            """,
            """
                /// Validates the form; returns the first problem found.
                func validate(name: String, email: String) -> String? {
                    if name.count < 2 { return "Name is too short" }
                    if !email.contains("@") || email.hasPrefix("@") { return "Email looks wrong" }
                    if items.contains(where: { $0.title == name }) { return "Name is taken" }
                    return nil
                }

            """,
            """
                /// Moves an item, as a table's reorder control does.
                func moveItem(from source: Int, to destination: Int) {
                    guard items.indices.contains(source), destination >= 0, destination <= items.count else { return }
                    let item = items.remove(at: source)
                    items.insert(item, at: min(destination, items.count))
                    service.saveOrder(items.map(\\.id))
                }

            """,
            """
                /// Groups the items by status for sectioned display.
                func sections() -> [(title: String, items: [\(model)])] {
                    let grouped = Dictionary(grouping: items, by: \\.status)
                    return grouped.keys.sorted { $0.rawValue < $1.rawValue }.map { status in
                        (title: status.rawValue.capitalized, items: grouped[status] ?? [])
                    }
                }

            """,
        ]
    }
}
