final class HomeScreen {
    var onDetail: (Int) -> Void = { _ in }
}

final class DetailScreen {
    func show(_ id: Int) {}
}
