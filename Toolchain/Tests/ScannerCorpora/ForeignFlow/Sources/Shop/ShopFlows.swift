import FlowKit

final class CatalogScreen {
    var onItem: (String) -> Void = { _ in }
}

final class ItemScreen {
    var onBack: () -> Void = {}
}

final class ShopFlows {
    lazy var catalog = Flow(with: CatalogScreen()) { [unowned self] vc, lets in
        vc.onItem = lets.push(self.item)
    }
    lazy var item = Flow(with: ItemScreen()) { vc, lets in
        vc.onBack = lets.pop()
    }
}
