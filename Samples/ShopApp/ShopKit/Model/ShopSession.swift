/// A signed-in customer.
public struct Account: Hashable, Sendable {
    /// The address the customer signs in with.
    public let email: String

    /// The customer signed in as `email`.
    public init(email: String) { self.email = email }
}

/// One line of a cart or an order: an item and how many.
public struct OrderLine: Hashable, Sendable, CustomStringConvertible {
    /// What was chosen.
    public let item: Item
    /// How many; at least 1.
    public var quantity: Int

    /// A line of `quantity` × `item`.
    public init(item: Item, quantity: Int) {
        self.item = item
        self.quantity = quantity
    }

    /// The line's total in cents.
    public var totalInCents: Int { item.priceInCents * quantity }

    /// `2 × Notebook (€6.50)`.
    public var description: String { "\(quantity) × \(item)" }
}

/// A placed order.
public struct Order: Hashable, Sendable, CustomStringConvertible {
    /// The order number, counting from 1001 within a session.
    public let number: Int
    /// What was bought.
    public let line: OrderLine
    /// The card's last four digits.
    public let cardEnding: String

    /// An order as the payment screen places it.
    public init(number: Int, line: OrderLine, cardEnding: String) {
        self.number = number
        self.line = line
        self.cardEnding = cardEnding
    }

    /// `#1001: 2 × Notebook (€6.50), €13.00`.
    public var description: String { "#\(number): \(line), \(Price.text(cents: line.totalInCents))" }
}

/// The app's shared state, handed to the screens that need it, as a UIKit app would inject a
/// store: who is signed in, the cart, past orders and settings. Screens read and change it;
/// only flows navigate.
@MainActor
public final class ShopSession {
    /// The signed-in customer, if any.
    public private(set) var account: Account?
    /// The cart's lines, one per item, in the order they were added.
    public private(set) var cart: [OrderLine] = []
    /// Orders placed in this session, oldest first.
    public private(set) var orders: [Order] = []
    /// Whether the customer wants order notifications.
    public var notificationsEnabled = false

    /// A signed-out session with an empty cart.
    public init() {}

    /// Records that `account` signed in.
    public func signIn(_ account: Account) { self.account = account }

    /// Signs out and forgets the cart, as a shared device should.
    public func signOut() {
        account = nil
        cart = []
    }

    /// Adds `quantity` of `item`, merging with a line for the same item.
    public func add(_ item: Item, quantity: Int) {
        if let index = cart.firstIndex(where: { $0.item == item }) {
            cart[index].quantity += quantity
        } else {
            cart.append(OrderLine(item: item, quantity: quantity))
        }
    }

    /// Removes the cart line for `item`, if there is one.
    public func removeFromCart(_ item: Item) { cart.removeAll { $0.item == item } }

    /// Places an order for `line` paid with a card ending in `cardEnding`, removes the item
    /// from the cart, and returns the order.
    public func placeOrder(_ line: OrderLine, cardEnding: String) -> Order {
        let order = Order(number: 1001 + orders.count, line: line, cardEnding: cardEnding)
        orders.append(order)
        removeFromCart(line.item)
        return order
    }
}
