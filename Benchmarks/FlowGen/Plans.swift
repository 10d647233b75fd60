/// One area of the app: a hub screen listing up to eight features, each presented as a group.
struct AreaPlan {
    let index: Int
    var groups: [GroupPlan] = []

    var folder: String { "Area\(index)" }
    var flowsType: String { "Area\(index)Flows" }
    var hubType: String { "Area\(index)HubViewController" }
    var property: String { "area\(index)" }
}

/// What a screen takes before it is shown, which decides its callers' callback types.
enum ScreenInput {
    case none
    case item
    case titleAndCount

    /// The callback parameter list that forwards into this input, given the group's model.
    func parameters(model: String) -> String {
        switch self {
        case .none: ""
        case .item: model
        case .titleAndCount: "String, Int"
        }
    }
}

/// One callback of a screen and the verb its flow binds to it.
struct Binding {
    var label: String
    var parameters: String
    /// The right-hand side in the flow: `lets.push(self.detail) { $0.show }`.
    var verb: String
}

/// One screen of a flow group.
struct ScreenPlan {
    let property: String
    let type: String
    let title: String
    let input: ScreenInput
    let isSheet: Bool
    var bindings: [Binding] = []
    /// Callbacks the flow sets to plain closures (no navigation).
    var localCallbacks: [String] = []
    let usesLongForm: Bool
}

/// A feature: a `FlowGroup` of 5–30 screens, its model and service types.
struct GroupPlan {
    let feature: String
    var screens: [ScreenPlan] = []
    /// Earlier features this one opens (a checkout that opens support): `(property, type)`.
    var embedded: [(property: String, type: String)] = []

    var flowsType: String { "\(feature)Flows" }
    var property: String { feature.prefix(1).lowercased() + feature.dropFirst() }
    var model: String { "\(feature)Item" }
    var service: String { "\(feature)Service" }

    private static let features = [
        "Checkout", "Profile", "Orders", "Search", "Settings", "Onboarding", "Wallet", "Messages", "Catalog",
        "Support", "Rewards", "Booking", "Library", "Events", "Contacts", "Billing", "Reviews", "Delivery",
    ]
    private static let nouns = [
        "List", "Detail", "Edit", "Review", "Confirm", "Filter", "Summary", "Picker", "Help", "Share", "History",
        "Receipt", "Options", "Preview", "Compose", "Gallery", "Map", "Terms", "Status", "Notes",
    ]

    /// A feature that may open some of `earlier` (feature names), as real features do.
    init(index: Int, earlier: [String], random: inout SeededRandom) {
        feature = "\(random.pick(Self.features))\(index)"
        let count = random.int(in: 5...30)
        for position in 0..<count {
            let noun = random.pick(Self.nouns)
            let input: ScreenInput = position == 0 ? .none : random.pick([.none, .item, .item, .titleAndCount])
            screens.append(ScreenPlan(property: "\(noun.lowercased())\(position + 1)",
                                      type: "\(feature)\(noun)\(position + 1)ViewController",
                                      title: noun, input: input,
                                      isSheet: position > 1 && random.chance(0.2),
                                      usesLongForm: random.chance(0.25)))
        }
        for position in 0..<count { screens[position].bindings = bindings(at: position, random: &random) }
        for position in 0..<count where random.chance(0.4) { screens[position].localCallbacks = ["onRefresh"] }
        let opened = earlier.isEmpty || !random.chance(0.6) ? 0 : random.int(in: 1...2)
        for _ in 0..<opened {
            let other = random.pick(earlier)
            let property = other.prefix(1).lowercased() + other.dropFirst()
            guard !embedded.contains(where: { $0.property == property }) else { continue }
            embedded.append((property, "\(other)Flows"))
            screens[random.int(in: 0...(count - 1))].bindings.append(
                Binding(label: "onOpen\(other)", parameters: "", verb: "lets.present(self.\(property), embedding: .navigation)"))
        }
    }

    /// Forward moves to later screens, a back verb, and the group's outputs at its ends.
    private func bindings(at position: Int, random: inout SeededRandom) -> [Binding] {
        var result: [Binding] = []
        let screen = screens[position]
        if position + 1 < screens.count { result.append(move("onNext", to: screens[position + 1])) }
        if position + 3 < screens.count, random.chance(0.3) { result.append(move("onSkip", to: screens[position + 3])) }
        if position > 0 {
            result.append(screen.isSheet ? Binding(label: "onClose", parameters: "", verb: "lets.dismiss()")
                                         : Binding(label: "onBack", parameters: "", verb: "lets.pop()"))
        }
        if position >= 3, !screen.isSheet, random.chance(0.15) {
            result.append(random.chance(0.5)
                ? Binding(label: "onStartOver", parameters: "", verb: "lets.popToRoot(animated: false)")
                : Binding(label: "onStartOver", parameters: "", verb: "lets.popTo(self.\(screens[0].property))"))
        }
        if position == 0 { result.append(Binding(label: "onCancel", parameters: "", verb: "lets.emit(self.cancelled)")) }
        if position == screens.count - 1 {
            result.append(Binding(label: "onDone", parameters: model, verb: "lets.emit(self.finished)"))
        }
        return result
    }

    private func move(_ label: String, to target: ScreenPlan) -> Binding {
        let verb = target.isSheet ? "lets.present(self.\(target.property), embedding: .navigation)" : "lets.push(self.\(target.property))"
        let forward: String
        switch target.input {
        case .none: forward = ""
        case .item: forward = " { $0.show }"
        case .titleAndCount: forward = " { $0.configure }"
        }
        return Binding(label: label, parameters: target.input.parameters(model: model), verb: verb + forward)
    }
}
