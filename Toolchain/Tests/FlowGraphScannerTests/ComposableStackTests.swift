import FlowGraph
import FlowGraphScanner
import Testing

/// The Composable Architecture's stacks: a view shows its store's path with a destination that
/// switches over the element's case; the reducer pushes by appending a case to that path, from
/// the screen whose action it reacts to; a view's `NavigationLink(state:)` pushes the same way.
struct ComposableStackTests {
    private static let view: (path: String, text: String) = (path: "Library/LibraryView.swift", text: """
    import ComposableArchitecture
    import SwiftUI
    struct LibraryView: View {
        @Bindable var store: StoreOf<Library>
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                ShelfView(store: store.scope(state: \\.shelf, action: \\.shelf))
            } destination: { store in
                switch store.case {
                case let .book(store):
                    BookView(store: store)
                case let .author(store):
                    AuthorView(store: store)
                case let .reviews(store):
                    ReviewsView(store: store)
                case let .scanner(store):
                    ScannerView(store: store)
                }
            }
        }
    }
    struct ShelfView: View {
        let store: StoreOf<Shelf>
        var body: some View {
            List {
                NavigationLink(state: Library.Path.State.author(AuthorFeature.State())) { Text("Authors") }
                Button("Scan") { store.send(.scanTapped) }
            }
        }
    }
    """)

    /// The reducer's pushes, in a file that names no SwiftUI navigation.
    private static let reducer: (path: String, text: String) = (path: "Library/LibraryCoordinator.swift", text: """
    import ComposableArchitecture
    extension Library {
        func coordinator() -> Reduce<State, Action> {
            Reduce { state, action in
                switch action {
                case .shelf(.scanTapped):
                    state.path.append(.scanner(Scanner.State()))
                    return .none
                case let .path(.element(id: _, action: .scanner(.found(isbn)))):
                    state.path.append(.book(BookFeature.State(isbn: isbn)))
                    return .none
                case .path(.element(id: _, action: .book(.authorTapped))):
                    state.path.append(.author(AuthorFeature.State()))
                    return .none
                case .path(.element(id: _, action: .book(.reviewsTapped))),
                     .path(.element(id: _, action: .author(.reviewsTapped))):
                    state.path.append(.reviews(ReviewsFeature.State()))
                    return .none
                case let .loaded(result):
                    switch result {
                    case .success: state.path.append(.book(BookFeature.State(isbn: "")))
                    case .failure: state.history.append(.failure)
                    }
                    return .none
                default:
                    return .none
                }
            }
        }
    }
    """)

    private static var edges: [String] {
        let result = Scan.files([view, reducer])
        return result.graph.edges.filter { $0.action == .verb(.push) }.map { "\($0.from) → \($0.to ?? "-") @\($0.line ?? 0)" }.sorted()
    }

    @Test func aReducersAppendPushesTheCasesViewFromTheScreenWhoseActionItReactsTo() {
        #expect(Self.edges.contains("ShelfView → ScannerView @7"))
        #expect(Self.edges.contains("ScannerView → BookView @10"))
        #expect(Self.edges.contains("BookView → AuthorView @13"))
    }

    @Test func aPushFromSeveralScreensOrFromNoneIsTheReducers() throws {
        #expect(Self.edges.contains("Library → ReviewsView @17"))
        #expect(Self.edges.contains("Library → BookView @21"))
        let result = Scan.files([Self.view, Self.reducer])
        let node = try #require(result.graph.nodes.first { $0.id == "Library" })
        #expect(node.provenance == .coordinator)
    }

    @Test func aLinkToAStacksStateIsAPushFromItsView() {
        #expect(Self.edges.contains("ShelfView → AuthorView @26"))
        // Its closure is its label, no screen.
        #expect(!Self.edges.contains { $0.hasPrefix("ShelfView → Text") })
    }

    @Test func anArrayThatIsNoStacksPathIsNoNavigation() {
        #expect(Self.edges.count == 6)
        let other = Scan.files([Self.view, (path: "Other.swift", text: """
        extension Catalogue {
            func reduce(into state: inout State, action: Action) {
                switch action {
                case .shelf(.scanTapped): state.path.append(.scanner(Scanner.State()))
                }
            }
        }
        """)])
        // Catalogue's path is no stack a view shows.
        #expect(other.graph.edges.filter { $0.action == .verb(.push) }.map(\.from) == ["ShelfView"])
    }

    @Test func anAlertOrDialogOfAStoresStateIsTheSystemsAlert() {
        let result = Scan.files([(path: "Checkout.swift", text: """
        import ComposableArchitecture
        import SwiftUI
        struct CheckoutView: View {
            @Bindable var store: StoreOf<Checkout>
            var body: some View {
                Form { Text("Total") }
                    .alert($store.scope(state: \\.alert, action: \\.alert))
                    .confirmationDialog(store: store.scope(state: \\.$dialog, action: \\.dialog))
                    .alert(title, actions: { Button("OK") {} })
                    .alert($store.scope(\\.$destination, action: \\.destination).deleteAlert)
            }
        }
        """)])
        let alerts = result.graph.edges.filter { $0.from == "CheckoutView" }.map { "\($0.to ?? "-") @\($0.line ?? 0)" }
        // An alert of the app's own method (a title and actions, no binding) shows no screen.
        #expect(alerts.sorted() == ["UIAlertController @10", "UIAlertController @7", "UIAlertController @8"])
    }

    @Test func aStackOfTCAOnePointZeroShowsEachCaseLetsView() {
        let result = Scan.files([(path: "Inbox.swift", text: """
        import ComposableArchitecture
        import SwiftUI
        struct InboxView: View {
            let store: StoreOf<Inbox>
            var body: some View {
                NavigationStackStore(self.store.scope(state: \\.path, action: { .path($0) })) {
                    ThreadListView(store: store.scope(state: \\.list, action: { .list($0) }))
                } destination: { state in
                    switch state {
                    case .thread:
                        CaseLet(/Inbox.Path.State.thread, action: Inbox.Path.Action.thread, then: ThreadView.init(store:))
                    case .compose:
                        CaseLet(/Inbox.Path.State.compose, action: Inbox.Path.Action.compose) { store in ComposeView(store: store) }
                    }
                }
            }
        }
        """), (path: "InboxReducer.swift", text: """
        import ComposableArchitecture
        struct Inbox: Reducer {
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case let .path(.element(id: _, action: .thread(.replyTapped(message)))):
                        state.path.append(.compose(Compose.State(replyingTo: message)))
                        return .none
                    case .list(.composeTapped):
                        state.path.append(.compose(Compose.State()))
                        return .none
                    }
                }
            }
        }
        """)])
        let pushes = result.graph.edges.filter { $0.action == .verb(.push) }.map { "\($0.from) → \($0.to ?? "-")" }
        // The root's action is a closure, not a key path: a push it makes is the reducer's.
        #expect(pushes.sorted() == ["Inbox → ComposeView", "ThreadView → ComposeView"])
    }

    @Test func aPresentedDestinationShownInPlaceIsAPresentationAtItsIf() {
        let result = Scan.files([(path: "Arcade.swift", text: """
        import ComposableArchitecture
        import SwiftUI
        struct ArcadeView: View {
            let store: StoreOf<Arcade>
            var body: some View {
                ZStack {
                    LobbyView(store: store.scope(state: \\.lobby, action: \\.lobby))
                    if let store = store.scope(state: \\.destination?.match, action: \\.destination.match) {
                        MatchView(store: store).transition(.opacity)
                    } else if let store = store.scope(state: \\.destination?.scores, action: \\.destination.scores.presented) {
                        ScoresView(store: store)
                    }
                    if let store = store.scope(state: \\.banner, action: \\.banner) {
                        BannerView(store: store)
                    }
                    NavigationLink("Lobby") { LobbyView(store: store.scope(state: \\.lobby, action: \\.lobby)) }
                }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.action == .verb(.present) }.map { "\($0.to ?? "-") @\($0.line ?? 0) \($0.label)" }
        // A child's optional state (`\\.banner`) is a part of the screen, no presentation.
        #expect(edges.sorted() == ["MatchView @8 match", "ScoresView @10 scores"])
    }

    @Test func aBindingScopeWithItsStateUnlabelledAndAnElementWithItsArgumentsUnlabelledAreRead() {
        let result = Scan.files([(path: "Meetings.swift", text: """
        import ComposableArchitecture
        import SwiftUI
        struct MeetingsView: View {
            @Bindable var store: StoreOf<Meetings>
            var body: some View {
                NavigationStack(path: $store.scope(\\.path, action: \\.path)) {
                    AgendaView(store: store.scope(\\.agenda, action: \\.agenda))
                } destination: { store in
                    switch store.case {
                    case .detail(let store): MeetingDetailView(store: store)
                    case .record(let store): RecordingView(store: store)
                    }
                }
            }
        }
        @Reducer
        struct Meetings {
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .path(.element(_, .detail(.delegate(let delegateAction)))):
                        switch delegateAction {
                        case .start: state.path.append(.record(Recording.State()))
                        }
                        return .none
                    case .path:
                        return .none
                    }
                }
            }
        }
        """)])
        let pushes = result.graph.edges.filter { $0.action == .verb(.push) }.map { "\($0.from) → \($0.to ?? "-")" }
        // The nearest case of a switch over the action is what makes the push, not the delegate's.
        #expect(pushes == ["MeetingDetailView → RecordingView"])
    }

    @Test func aLibraryExtendingSwiftUIsStackDoesNotMakeItAScreen() {
        let result = Scan.files([(path: "Library/NavigationStack+Store.swift", text: """
        import SwiftUI
        extension NavigationStack {
            public init<R: View>(store: Int, @ViewBuilder root: () -> R) { fatalError() }
        }
        """), (path: "List.swift", text: """
        import SwiftUI
        struct TeamsView: View {
            @State private var adding: Team?
            var body: some View {
                List { Text("Teams") }
                    .sheet(item: $adding) { team in
                        NavigationStack { TeamFormView(team: team).navigationTitle("New team") }
                    }
            }
        }
        """)])
        #expect(result.graph.edges.map { $0.to ?? "-" } == ["TeamFormView"])
    }
}
