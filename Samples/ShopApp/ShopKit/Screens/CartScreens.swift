/// The cart tab's root: what the customer put aside.
@MainActor
public final class CartViewController {
    private let session: ShopSession
    /// The message shown after something was added from a product page.
    public private(set) var banner: String?
    /// The user checked out one line.
    public var onCheckout: ((Item, Int) -> Void)?
    /// The user went back to browsing.
    public var onContinueShopping: (() -> Void)?

    /// The cart of `session`.
    public init(session: ShopSession) { self.session = session }

    /// The cart's lines.
    public var lines: [OrderLine] { session.cart }

    /// Shows what was just added; forwarded when a product page switches to this tab.
    public func highlight(_ line: OrderLine) { banner = "Added \(line.quantity) × \(line.item.name)" }

    /// Checks out the line at `index`; out-of-range taps are ignored.
    public func checkout(lineAt index: Int) {
        guard lines.indices.contains(index) else { return }
        banner = nil
        onCheckout?(lines[index].item, lines[index].quantity)
    }

    /// Removes the line at `index`.
    public func remove(lineAt index: Int) {
        guard lines.indices.contains(index) else { return }
        session.removeFromCart(lines[index].item)
    }
}
