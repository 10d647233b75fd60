import ShopKit

// The terminal's "views" of the account and settings screens.

extension AccountViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["signed in as \(title)"] }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("orders") { self.onOrders?() }, ConsoleAction("settings") { self.onSettings?() }]
    }
}

extension OrdersViewController: ConsoleScreen {
    public var consoleSummary: [String] { orders.isEmpty ? ["no orders yet"] : numbered(orders) }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("select", .number("row", sample: 1)) { self.select(orderAt: $0.number(0) - 1) }]
    }
}

extension OrderDetailViewController: ConsoleScreen {
    public var consoleSummary: [String] { order.map { ["order \($0), card ending \($0.cardEnding)"] } ?? [] }
    public var consoleActions: [ConsoleAction] { [ConsoleAction("back") { self.onBack?() }] }
}

extension SettingsViewController: ConsoleScreen {
    public var consoleSummary: [String] { [] }
    public var consoleActions: [ConsoleAction] {
        [
            ConsoleAction("notifications") { self.onNotifications?() },
            ConsoleAction("about") { self.onAbout?() },
            ConsoleAction("close") { self.onClose?() },
            ConsoleAction("signOut") { self.signOut() },
        ]
    }
}

extension NotificationSettingsViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["order notifications: \(isEnabled ? "on" : "off")"] }
    public var consoleActions: [ConsoleAction] {
        [ConsoleAction("toggle") { self.toggle() }, ConsoleAction("done") { self.onDone?() }]
    }
}

extension AboutViewController: ConsoleScreen {
    public var consoleSummary: [String] { ["version \(version)"] }
    public var consoleActions: [ConsoleAction] { [ConsoleAction("back") { self.onBack?() }] }
}
