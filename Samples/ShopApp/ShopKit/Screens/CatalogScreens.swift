/// The shop's front page: the catalog tab's root.
@MainActor
public final class CatalogViewController {
    /// The items listed.
    public let items = Catalog.items
    /// The user opened an item.
    public var onSelect: ((Item) -> Void)?
    /// The user opened search.
    public var onSearch: (() -> Void)?

    /// The full catalog.
    public init() {}

    /// The user tapped the row at `index`; out-of-range taps are ignored, as a table view's are.
    public func select(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        onSelect?(items[index])
    }
}

/// Searches the catalog by name.
@MainActor
public final class SearchViewController {
    /// The text searched for last.
    public private(set) var query = ""
    /// What matches ``query``.
    public private(set) var results = Catalog.items
    /// The user opened a result.
    public var onOpen: ((Item) -> Void)?
    /// The user closed search.
    public var onCancel: (() -> Void)?

    /// A search showing everything.
    public init() {}

    /// Shows the items matching `text`.
    public func search(_ text: String) {
        query = text
        results = Catalog.search(text)
    }

    /// The user tapped result `index`; out-of-range taps are ignored.
    public func open(resultAt index: Int) {
        guard results.indices.contains(index) else { return }
        onOpen?(results[index])
    }
}

/// One item's page: buy it now, add it to the cart, or read its reviews.
@MainActor
public final class ProductViewController {
    private let session: ShopSession
    /// The item shown; set by the screen that opened this one.
    public private(set) var item: Item?
    /// The user chose to buy `quantity` now.
    public var onBuyNow: ((Item, Int) -> Void)?
    /// The user added a line to the cart.
    public var onAddedToCart: ((OrderLine) -> Void)?
    /// The user opened the reviews.
    public var onReviews: ((Item) -> Void)?

    /// A product page that adds to `session`'s cart.
    public init(session: ShopSession) { self.session = session }

    /// Shows `item`; forwarded from the catalog or search.
    public func show(_ item: Item) { self.item = item }

    /// Buys `quantity` (at least 1) now.
    public func buyNow(quantity: Int) {
        guard let item, quantity > 0 else { return }
        onBuyNow?(item, quantity)
    }

    /// Adds `quantity` (at least 1) to the cart.
    public func addToCart(quantity: Int) {
        guard let item, quantity > 0 else { return }
        session.add(item, quantity: quantity)
        onAddedToCart?(OrderLine(item: item, quantity: quantity))
    }

    /// Opens the reviews of the item shown.
    public func showReviews() {
        guard let item else { return }
        onReviews?(item)
    }
}

/// Customer reviews, presented over the product without a navigation stack.
@MainActor
public final class ReviewsViewController {
    /// The item reviewed.
    public private(set) var item: Item?
    /// The reviews shown.
    public private(set) var reviews: [String] = []
    /// The user closed the reviews.
    public var onClose: (() -> Void)?

    /// Reviews of nothing yet.
    public init() {}

    /// Loads the reviews of `item`; forwarded from the product page.
    public func load(for item: Item) {
        self.item = item
        reviews = ["\(item.name): exactly as described.", "Arrived in two days."]
    }
}
