import FlowGraph
import FlowKit

/// P4: the runtime walker over apps of 10k and 100k screens, shaped like real ones: areas of
/// eight flow groups of 5–30 screens, typed forwarding, back verbs, sheets.
@MainActor
enum WalkBench {
    static func run(sizes: [Int], runs: Int) -> [Figure] {
        var times: [Int: Double] = [:]
        var figures: [Figure] = []
        for size in sizes {
            let app = BenchApp(screens: size)
            let before = Measure.currentResidentBytes()
            var nodes = 0
            times[size] = Measure.median(runs: runs) {
                nodes = RuntimeWalker(owners: [app]).walk([app.home]).nodes.count
            }
            precondition(nodes == app.screenCount, "walked \(nodes) of \(app.screenCount) screens")
            let perScreen = Double(Measure.peakResidentBytes() - before) / Double(size)
            figures.append(Figure(name: "P4 runtime walk, \(size) screens", median: formatSeconds(times[size] ?? 0),
                                  floors: [String(format: "peak memory %.1f KiB/screen", perScreen / 1024)],
                                  goal: size >= 100_000 ? "≤ 1 s" : "—", holds: size >= 100_000 ? (times[size] ?? 0) <= 1 : nil))
        }
        if let small = sizes.first, let large = sizes.last, small != large, let a = times[small], let b = times[large] {
            let ratio = b / a
            let scale = Double(large) / Double(small)
            figures.append(Figure(name: "P4 walk scaling, \(large)/\(small)", median: String(format: "%.2f", ratio),
                                  floors: [String(format: "linear = %.0f", scale)],
                                  goal: String(format: "≤ %.0f", scale * 1.1), holds: ratio <= scale * 1.1))
        }
        return figures
    }
}

/// A screen of the benchmark apps; its callbacks are what the flows bind.
@MainActor final class BenchScreen {
    var onNext: ((Int) -> Void)?
    var onSkip: (() -> Void)?
    var onBack: (() -> Void)?
    var onDone: (() -> Void)?
    var onOpen: (() -> Void)?
    private(set) var shown = 0

    func show(_ id: Int) { shown = id }
}

/// A sheet: presented in its own stack, closed by dismissing.
@MainActor final class BenchSheet {
    var onNext: ((Int) -> Void)?
    var onClose: (() -> Void)?
}

/// One feature: a pushed chain of screens with skips, back verbs and one presented sheet.
@MainActor final class BenchGroup {
    var screens: [Flow<BenchScreen>] = []
    var sheet: Flow<BenchSheet>!

    init(size: Int, seed: Int) {
        screens.reserveCapacity(size - 1)
        for index in 0..<(size - 1) {
            screens.append(Flow(with: BenchScreen()) { [unowned self] vc, lets in
                if index + 1 < size - 1 { vc.onNext = lets.push(self.screens[index + 1]) { $0.show } }
                if index + 3 < size - 1, (index + seed) % 3 == 0 { vc.onSkip = lets.push(self.screens[index + 3]) }
                if index > 0 { vc.onBack = lets.pop() }
                if index == (size - 1) / 2 { vc.onOpen = lets.present(self.sheet, embedding: .navigation) }
                if index == size - 2 { vc.onDone = lets.popToRoot() }
            })
        }
        sheet = Flow(with: BenchSheet()) { vc, lets in vc.onClose = lets.dismiss() }
    }
}

/// An app of about `screens` screens: home pushes area hubs, each hub presents its groups.
@MainActor final class BenchApp {
    var groups: [BenchGroup] = []
    var hubs: [Flow<BenchScreen>] = []
    var home: Flow<BenchScreen>!
    private(set) var screenCount = 1

    init(screens: Int) {
        var areaGroups: [[BenchGroup]] = []
        var seed = 0
        while screenCount < screens {
            if areaGroups.isEmpty || areaGroups[areaGroups.count - 1].count == 8 {
                areaGroups.append([])
                screenCount += 1
            }
            let size = min(5 + (seed * 7919) % 26, max(2, screens - screenCount))
            let group = BenchGroup(size: size, seed: seed)
            seed += 1
            groups.append(group)
            areaGroups[areaGroups.count - 1].append(group)
            screenCount += size
        }
        for area in areaGroups {
            hubs.append(Flow(with: BenchScreen()) { vc, lets in
                for group in area { vc.onOpen = lets.present(group.screens[0], embedding: .navigation) }
                vc.onBack = lets.pop()
            })
        }
        home = Flow(with: BenchScreen()) { [unowned self] vc, lets in
            for hub in self.hubs { vc.onOpen = lets.push(hub) }
        }
    }
}
