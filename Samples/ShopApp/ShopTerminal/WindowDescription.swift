import FlowKit

extension ShopConsole {
    /// The window as the terminal draws it: each modal layer with its stacks (tabs numbered from
    /// 1, the selected one marked `*`), then the visible screen, its state and its actions.
    public func windowLines() -> [String] {
        var lines: [String] = []
        for (index, layer) in navigator.layers.enumerated() {
            let role = index == 0 ? "window" : "presented \(index)"
            switch layer.root {
            case .tabs(let tabs):
                lines.append("\(role): tabs \(tabs.name.map { "'\($0)' " } ?? "")")
                for (tab, content) in tabs.tabs.enumerated() {
                    let mark = tab == tabs.selectedIndex ? "*" : " "
                    lines.append("  \(mark)\(tab + 1) \(Self.describe(content))")
                }
            case let content:
                lines.append("\(role): \(Self.describe(content))")
            }
        }
        lines.append("visible: \(visibleScreenName)")
        if let screen = navigator.visibleScreen as? ConsoleScreen {
            lines += screen.consoleSummary.map { "  " + $0 }
        }
        lines.append("actions:")
        lines += visibleActions.enumerated().map { "  \($0.offset + 1)) \($0.element.signature)" }
        lines.append("  user.back, user.swipeDown, user.tab(number): UIKit's own controls")
        return lines
    }

    private static func describe(_ container: Container) -> String {
        switch container {
        case .screen(let screen): "\(ScreenName.of(screen)) (no navigation stack)"
        case .stack(let screens): "stack: " + screens.map(ScreenName.of).joined(separator: " › ")
        case .tabs: "tabs"
        }
    }
}
