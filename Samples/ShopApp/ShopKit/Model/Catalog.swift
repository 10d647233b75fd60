/// Something the shop sells.
public struct Item: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier, as a backend would send it.
    public let id: Int
    /// The name shown in lists.
    public let name: String
    /// The price of one, in cents, so sums stay exact.
    public let priceInCents: Int

    /// An item; `priceInCents` must not be negative.
    public init(id: Int, name: String, priceInCents: Int) {
        self.id = id
        self.name = name
        self.priceInCents = priceInCents
    }

    /// `Desk Lamp (€49.00)`.
    public var description: String { "\(name) (\(Price.text(cents: priceInCents)))" }
}

/// Formats prices the one way the sample shows them.
public enum Price {
    /// `4900` → `€49.00`.
    public static func text(cents: Int) -> String {
        let euros = cents / 100, rest = cents % 100
        return "€\(euros).\(rest < 10 ? "0" : "")\(rest)"
    }
}

/// The items on sale: a fixed list, standing in for a backend.
public enum Catalog {
    /// Every item, in the order the catalog lists them.
    public static let items: [Item] = [
        Item(id: 1, name: "Desk Lamp", priceInCents: 4900),
        Item(id: 2, name: "Notebook", priceInCents: 650),
        Item(id: 3, name: "Fountain Pen", priceInCents: 3200),
        Item(id: 4, name: "Reading Chair", priceInCents: 28900),
        Item(id: 5, name: "Bookshelf", priceInCents: 15900),
    ]

    /// The items whose name contains `text`, ignoring case; all of them for empty text.
    public static func search(_ text: String) -> [Item] {
        text.isEmpty ? items : items.filter { $0.name.lowercased().contains(text.lowercased()) }
    }
}
