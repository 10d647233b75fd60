// Where an adopter reaches for `flows.unlock.screen`: a flow has one screen per navigator, so it
// has no single screen to give, and the compiler's answer would otherwise be that a member
// named `screen` exists but is not theirs (the navigator-facing `screen(for:)`).

extension Flow {
    /// Not a property: a flow builds one screen per navigator. Use `navigator.screen(of: flow)`
    /// for its screen in that navigator (built if needed), or ``liveScreen`` for the one alive now.
    @available(*, unavailable, message: """
        a flow builds one screen per navigator: use navigator.screen(of: flow) for its screen there \
        (built if needed), or flow.liveScreen for the one alive now
        """)
    public var screen: Screen? { fatalError("unavailable") }
}
