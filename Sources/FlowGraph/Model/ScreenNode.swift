/// One screen of a navigation map (or a tab container, or a reference the scanner could not
/// resolve).
public struct ScreenNode: Codable, Hashable, Sendable, Identifiable {
    /// What a node stands for.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A screen built by a flow.
        case screen
        /// A tab container; its `tab` edges lead to each tab's root.
        case tabs
        /// A target named in source that the scanner could not resolve to a flow.
        case external
        /// The app's own code (``ScreenNode/appNodeID``): where the requests it makes come
        /// from when no flow names their source (`navigator.from(screen)`,
        /// `navigator.fromVisibleScreen()`). Only a static scan sees app code.
        case app
        /// A flow group drawn as one node (``MapView/overview``): `id` is the group's name and
        /// `screen` the screens it declares (`3 screens`).
        case group

        /// Whether the node is a screen or tab container the walked code declares: roots are
        /// chosen among these, and only these can be unreachable.
        public var isDeclared: Bool {
            switch self {
            case .screen, .tabs: true
            case .external, .app, .group: false
            }
        }
    }

    /// The node's identity: the flow's declaration name qualified by its enclosing types
    /// (`ShopFlow.catalog`), an explicit flow name, or, failing both, the screen's type name;
    /// for one of several placements of a flow group, a placement id
    /// (`CheckoutGroup.payment@ShopFlows.cart.onCheckout`, see ``declarationID``).
    public var id: String
    /// The screen's type name (`CatalogViewController`); ``tabContainerScreen`` for tab containers.
    public var screen: String

    /// The `screen` both walkers give a tab container's node.
    @_spi(FlowKitTools) public static let tabContainerScreen = "Tabs"
    /// The id and `screen` of the node of kind ``Kind/app``, the app's own code.
    @_spi(FlowKitTools) public static let appNodeID = "App"
    /// What the node stands for.
    public var kind: Kind
    /// The flow group (or declaring type) the flow belongs to, for clustering.
    public var group: String?
    /// The file declaring the flow: a path for the static walker, a `#fileID` at run time.
    public var file: String?
    /// The line declaring the flow.
    public var line: Int?
    /// The column declaring the flow, where known.
    public var column: Int?
    /// Where the node was found: a FlowKit flow, or a plain UIKit screen (a view controller of
    /// the app's code, a storyboard scene, a system screen) or a coordinator.
    public var provenance: ScreenProvenance
    /// The app's SwiftUI views that show this view controller (`UIViewControllerRepresentable`s
    /// whose `makeUIViewController(context:)` makes it), by name, sorted: a map draws the
    /// controller once, whether UIKit shows it or SwiftUI does through one of these. Empty for
    /// any other node.
    public var representedBy: [String] = []

    /// A node; `kind` defaults to a screen, `provenance` to a flow.
    public init(id: String, screen: String, kind: Kind = .screen, group: String? = nil,
                file: String? = nil, line: Int? = nil, column: Int? = nil, provenance: ScreenProvenance = .flow) {
        self.id = id
        self.screen = screen
        self.kind = kind
        self.group = group
        self.file = file
        self.line = line
        self.column = column
        self.provenance = provenance
    }
}

extension ScreenNode {
    /// How many screens `nodes` holds, the one count every map, page and list gives: nodes of
    /// kind ``Kind/screen`` that are the app's own (``ScreenProvenance/isAppsOwnScreen``). A tab
    /// container, the app's node, a group drawn as one node, a system screen and a coordinator
    /// are no screens of the app's.
    @_spi(FlowKitTools) public static func screenCount(in nodes: some Sequence<ScreenNode>) -> Int {
        nodes.reduce(0) { $0 + ($1.kind == .screen && $1.provenance.isAppsOwnScreen ? 1 : 0) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, screen, kind, group, file, line, column, provenance, representedBy
    }

    /// Encodes in the contract's key order, with unknown files, lines and columns as `null`;
    /// `provenance` only for a node that is not a flow's, so flows' nodes read as they always did,
    /// and `representedBy` only when some view represents the node.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(screen, forKey: .screen)
        try container.encode(kind, forKey: .kind)
        try container.encode(group, forKey: .group)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        switch provenance {
        case .flow: break
        case .code, .storyboard, .system, .coordinator: try container.encode(provenance, forKey: .provenance)
        }
        if !representedBy.isEmpty { try container.encode(representedBy, forKey: .representedBy) }
    }

    /// Decodes the contract's form; `kind`, `group`, `provenance` and `representedBy` are optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id),
                  screen: try container.decode(String.self, forKey: .screen),
                  kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .screen,
                  group: try container.decodeIfPresent(String.self, forKey: .group),
                  file: try container.decodeIfPresent(String.self, forKey: .file),
                  line: try container.decodeIfPresent(Int.self, forKey: .line),
                  column: try container.decodeIfPresent(Int.self, forKey: .column),
                  provenance: try container.decodeIfPresent(ScreenProvenance.self, forKey: .provenance) ?? .flow)
        representedBy = try container.decodeIfPresent([String].self, forKey: .representedBy) ?? []
    }
}
