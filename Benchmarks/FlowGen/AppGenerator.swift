import Foundation

/// Writes a synthetic app: areas of flow groups, each group a feature of 5–30 screens with its
/// models, service and view helpers, plus the app's root flows and shared core files.
///
/// Everything follows from the seed, so two runs with the same arguments write identical
/// files. The layout is a real app's: `Sources/App/<Area>/<Feature>/…`, one type per file.
struct AppGenerator {
    /// When to stop adding flow groups.
    enum Limit {
        case screens(Int)
        case lines(Int)
    }

    /// What was written.
    struct Summary {
        var screens = 0
        var groups = 0
        var files = 0
        var lines = 0
    }

    private var random: SeededRandom
    private static let groupsPerArea = 8

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func write(to folder: URL, limit: Limit) throws -> Summary {
        let root = folder.appendingPathComponent("Sources/App")
        if FileManager.default.fileExists(atPath: root.path) { try FileManager.default.removeItem(at: root) }
        var writer = FileWriter(root: root)
        for (path, text) in CoreSources.files { try writer.write(path, text) }
        var areas: [AreaPlan] = []
        var screens = 1 // the home screen
        var features: [String] = []
        while !Self.reached(limit, screens: screens, lines: writer.summary.lines) {
            if areas.isEmpty || areas[areas.count - 1].groups.count == Self.groupsPerArea {
                areas.append(AreaPlan(index: areas.count + 1))
                screens += 1 // the area's hub
            }
            let group = GroupPlan(index: features.count + 1, earlier: features, random: &random)
            features.append(group.feature)
            areas[areas.count - 1].groups.append(group)
            screens += group.screens.count
            try writeGroup(group, area: areas[areas.count - 1], writer: &writer)
        }
        for area in areas {
            let folder = area.folder
            try writer.write("\(folder)/\(area.flowsType).swift", FlowSources.area(area))
            try writer.write("\(folder)/\(area.hubType).swift", ScreenSources.hub(area, random: &random))
        }
        try writer.write("AppFlows.swift", FlowSources.app(areas))
        try writer.write("Home/HomeViewController.swift", ScreenSources.home(areas, random: &random))
        var summary = writer.summary
        summary.screens = screens
        summary.groups = areas.reduce(0) { $0 + $1.groups.count }
        return summary
    }

    private static func reached(_ limit: Limit, screens: Int, lines: Int) -> Bool {
        switch limit {
        case .screens(let count): screens >= count
        case .lines(let count): lines >= count
        }
    }

    private mutating func writeGroup(_ group: GroupPlan, area: AreaPlan, writer: inout FileWriter) throws {
        let folder = "\(area.folder)/\(group.feature)"
        try writer.write("\(folder)/\(group.flowsType).swift", FlowSources.group(group, random: &random))
        for screen in group.screens {
            try writer.write("\(folder)/Screens/\(screen.type).swift", ScreenSources.screen(screen, group: group, random: &random))
        }
        try writer.write("\(folder)/\(group.feature)Models.swift", SupportSources.models(group, random: &random))
        try writer.write("\(folder)/\(group.feature)Service.swift", SupportSources.service(group, random: &random))
        if random.chance(0.5) {
            try writer.write("\(folder)/Views/\(group.feature)Formatting.swift", SupportSources.formatting(group, random: &random))
        }
    }
}

/// Writes files under a root folder, counting files and lines.
struct FileWriter {
    let root: URL
    private(set) var summary = AppGenerator.Summary()

    init(root: URL) {
        self.root = root
    }

    mutating func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        summary.files += 1
        summary.lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}

/// SplitMix64: a tiny generator whose sequence depends on the seed alone, on every platform.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() % 1_000_000) < probability * 1_000_000
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
