final class HomeScreen {
    var onOpen: (String) -> Void = { _ in }
}

final class DetailScreen {
    func open(_ link: String) {}
}
