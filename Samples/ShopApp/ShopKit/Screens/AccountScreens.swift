/// The account tab's root.
@MainActor
public final class AccountViewController {
    private let session: ShopSession
    /// The user opened the order history.
    public var onOrders: (() -> Void)?
    /// The user opened the settings.
    public var onSettings: (() -> Void)?

    /// The account of `session`.
    public init(session: ShopSession) { self.session = session }

    /// Who is signed in, or `Guest`.
    public var title: String { session.account?.email ?? "Guest" }
}

/// The orders placed, newest first.
@MainActor
public final class OrdersViewController {
    private let session: ShopSession
    /// The user opened an order.
    public var onSelect: ((Order) -> Void)?

    /// The orders of `session`.
    public init(session: ShopSession) { self.session = session }

    /// The orders listed, newest first.
    public var orders: [Order] { session.orders.reversed() }

    /// The user tapped the order at `index`; out-of-range taps are ignored.
    public func select(orderAt index: Int) {
        guard orders.indices.contains(index) else { return }
        onSelect?(orders[index])
    }
}

/// One past order.
@MainActor
public final class OrderDetailViewController {
    /// The order shown; forwarded from the list.
    public private(set) var order: Order?
    /// The user went back to the list.
    public var onBack: (() -> Void)?

    /// An empty detail page.
    public init() {}

    /// Shows `order`.
    public func show(_ order: Order) { self.order = order }
}
