import ShopKit

// The terminal's "views" of the catalog, product, cart and checkout screens. Rows are numbered
// from 1, as a person counts them.

/// `  1. Desk Lamp (€49.00)` for each element.
func numbered<Element>(_ elements: [Element]) -> [String] {
    elements.enumerated().map { "  \($0.offset + 1). \($0.element)" }
}

extension CatalogViewController: ConsoleScreen {
    public var consoleSummary: [String] { numbered(items) }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("select", .number("row", sample: 1)) { self.select(itemAt: $0.number(0) - 1) },
            ConsoleAction("search") { self.onSearch?() },
        ]
    }
}

extension SearchViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["results for '\(query)':"] + numbered(results) }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("search", .text("text", sample: "lamp")) { self.search($0.text(0)) },
            ConsoleAction("open", .number("row", sample: 1)) { self.open(resultAt: $0.number(0) - 1) },
            ConsoleAction("cancel") { self.onCancel?() },
        ]
    }
}

extension ProductViewController: ConsoleScreen {
    public var consoleSummary: [String] { [item.map(String.init(describing:)) ?? "no item"] }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("buyNow", .number("quantity", sample: 1)) { self.buyNow(quantity: $0.number(0)) },
            ConsoleAction("addToCart", .number("quantity", sample: 1)) { self.addToCart(quantity: $0.number(0)) },
            ConsoleAction("reviews") { self.showReviews() },
        ]
    }
}

extension ReviewsViewController: ConsoleScreen {
    public var consoleSummary: [String] { reviews.map { "  “\($0)”" } }
    public var consoleActions: [ConsoleAction] { [ConsoleAction("close") { self.onClose?() }] }
}

extension CartViewController: ConsoleScreen {
    public var consoleSummary: [String] {
        (banner.map { [$0] } ?? []) + (lines.isEmpty ? ["the cart is empty"] : numbered(lines))
    }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("checkout", .number("row", sample: 1)) { self.checkout(lineAt: $0.number(0) - 1) },
            ConsoleAction("remove", .number("row", sample: 1)) { self.remove(lineAt: $0.number(0) - 1) },
            ConsoleAction("continueShopping") { self.onContinueShopping?() },
        ]
    }
}

extension CheckoutViewController: ConsoleScreen {
    public var consoleSummary: [String] {
        line.map { ["\($0), total \(Price.text(cents: $0.totalInCents))"] } ?? ["nothing to buy"]
    }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("proceed") { self.proceed() },
            ConsoleAction("change", .number("quantity", sample: 2)) { self.change(quantity: $0.number(0)) },
            ConsoleAction("cancel") { self.onCancel?() },
        ]
    }
}

extension PaymentViewController: ConsoleScreen {
    public var consoleSummary: [String] {
        (line.map { ["pay \(Price.text(cents: $0.totalInCents)) for \($0)"] } ?? []) + (error.map { ["error: \($0)"] } ?? [])
    }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("pay", .text("card", sample: "4242424242424242")) { self.pay(cardNumber: $0.text(0)) },
            ConsoleAction("editOrder") { self.onEditOrder?() },
        ]
    }
}

extension OrderConfirmationViewController: ConsoleScreen {
    public var consoleSummary: [String] { order.map { ["thank you! order \($0)"] } ?? [] }
    public var consoleActions: [ConsoleAction] { [ConsoleAction("done") { self.done() }] }
}
