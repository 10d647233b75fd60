// The screens of the README's "A tour of the DSL", written as Getting Started writes screens:
// main-actor classes with callbacks and the methods the tour forwards into. AdopterDocsTests
// compiles the tour's code, read from README.md, together with this file.

struct Item {}

@MainActor final class CatalogViewController {
    var onItem: (Item) -> Void = { _ in }
    var onCart: () -> Void = {}
}

@MainActor final class ItemViewController {
    var onCheckout: (Item, Int) -> Void = { _, _ in }
    var onBack: () -> Void = {}
    func show(_ item: Item) {}
}

@MainActor final class CheckoutViewController {
    var onDone: () -> Void = {}
    var onCancel: () -> Void = {}
    func prepare(item: Item, quantity: Int) {}
}

@MainActor final class CartViewController {
    var onClose: () -> Void = {}
}
