import FlowKit

// Plain, non-isolated classes, as an adopter's headless screens and flow owners are: the
// fixtures of the lifetime, placement, app-navigation and event tests.

final class ListScreen {
    var onOpen: (Int) -> Void = { _ in }
    var onSignIn: () -> Void = {}
    var onSheet: () -> Void = {}
    var onLoaded: () -> Void = {}
}

final class MovieScreen {
    var onBack: () -> Void = {}
    var onNext: () -> Void = {}
    private(set) var movieID: Int?
    func load(movieID: Int) { self.movieID = movieID }
}

final class FormScreen {
    var onDone: (String) -> Void = { _ in }
    var onCancel: () -> Void = {}
    var onMore: () -> Void = {}
}

/// A feature used in several placements: pushed, presented and as a tab.
final class FormGroup: FlowGroup {
    let done = FlowOutput<String>(name: "done")
    let cancelled = FlowSignal(name: "cancelled")
    var entry: Flow<FormScreen> { form }

    lazy var form = Flow(with: FormScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.done)
        vc.onCancel = lets.emit(self.cancelled)
        vc.onMore = lets.push(self.more)
    }
    lazy var more = Flow(with: FormScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.done)
        vc.onCancel = lets.pop()
    }
}

/// An app whose flows all name their owner, so `[unowned self]` is safe whoever holds them.
final class MoviesFlows {
    var results: [String] = []
    lazy var form = FormGroup()

    lazy var list = Flow(with: ListScreen(), owner: self, name: "list") { [unowned self] vc, lets in
        vc.onOpen = lets.push(self.movie) { $0.load }
        vc.onSignIn = lets.push(self.form
            .on(\.done) { lets in lets.pop() }
            .observe(\.done) { [unowned self] name in self.results.append("pushed:\(name)") }
            .on(\.cancelled) { lets in lets.popToRoot() })
        vc.onSheet = lets.present(self.form
            .on(\.done) { lets in lets.dismiss() }
            .observe(\.done) { [unowned self] name in self.results.append("presented:\(name)") }, embedding: .navigation)
        vc.onLoaded = lets.app.push(self.movie)
    }
    lazy var movie = Flow(with: MovieScreen(), owner: self, name: "movie") { [unowned self] vc, lets in
        vc.onBack = lets.pop()
        vc.onNext = lets.push(self.other)
    }
    lazy var other = Flow(with: MovieScreen(), owner: self, name: "other") { vc, lets in
        vc.onBack = lets.pop()
    }
    lazy var tabs = Tabs([
        Tab(list, title: "Movies"),
        Tab(form.on(\.done) { [unowned self] lets in lets.selectTab(self.list) }, title: "Account"),
    ])

}
