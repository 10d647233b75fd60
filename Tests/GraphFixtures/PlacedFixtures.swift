import FlowKit

// A feature group placed twice, each placement routing its output its own way, and a verb the
// app fires itself (`lets.app`): both walkers must draw every route and the app verb alike.

final class PlacedFormScreen {
    var onDone: (String) -> Void = { _ in }
}

final class PlacedHomeScreen {
    var onPush: () -> Void = {}
    var onSheet: () -> Void = {}
    var onRestored: () -> Void = {}
}

final class PlacedFormGroup: FlowGroup {
    let done = FlowOutput<String>(name: "done")
    var entry: Flow<PlacedFormScreen> { form }

    lazy var form = Flow(with: PlacedFormScreen(), owner: self) { [unowned self] vc, lets in
        vc.onDone = lets.emit(self.done)
    }
}

final class PlacedFlows {
    lazy var form = PlacedFormGroup()

    lazy var home = Flow(with: PlacedHomeScreen(), owner: self) { [unowned self] vc, lets in
        vc.onPush = lets.push(self.form.on(\.done) { lets in lets.pop() })
        vc.onSheet = lets.present(self.form.on(\.done) { lets in lets.dismiss() }, embedding: .navigation)
        vc.onRestored = lets.app.push(self.form)
    }
}
