import FlowKit

// Flow groups placed twice within groups placed twice, three levels deep: the leaf group's two
// screens have eight placements. A map must draw them twice (once per declaration), however
// deep the nesting; the JSON and the checks keep every placement.

final class NestedScreen {
    var onFirst: () -> Void = {}
    var onSecond: () -> Void = {}
}

final class NestedLeaf: FlowGroup {
    var entry: Flow<NestedScreen> { start }
    lazy var start: Flow<NestedScreen> = Flow(with: NestedScreen(), owner: self) { [unowned self] vc, lets in
        vc.onFirst = lets.push(self.end)
    }
    lazy var end = Flow(with: NestedScreen(), owner: self)
}

final class NestedMiddle: FlowGroup {
    lazy var leaf = NestedLeaf()
    var entry: Flow<NestedScreen> { start }
    lazy var start: Flow<NestedScreen> = Flow(with: NestedScreen(), owner: self) { [unowned self] vc, lets in
        vc.onFirst = lets.push(self.leaf)
        vc.onSecond = lets.present(self.leaf, embedding: .navigation)
    }
}

final class NestedTop: FlowGroup {
    lazy var middle = NestedMiddle()
    var entry: Flow<NestedScreen> { start }
    lazy var start: Flow<NestedScreen> = Flow(with: NestedScreen(), owner: self) { [unowned self] vc, lets in
        vc.onFirst = lets.push(self.middle)
        vc.onSecond = lets.present(self.middle, embedding: .navigation)
    }
}

final class NestedApp {
    lazy var top = NestedTop()
    lazy var home: Flow<NestedScreen> = Flow(with: NestedScreen(), owner: self) { [unowned self] vc, lets in
        vc.onFirst = lets.push(self.top)
        vc.onSecond = lets.present(self.top, embedding: .navigation)
    }
}
