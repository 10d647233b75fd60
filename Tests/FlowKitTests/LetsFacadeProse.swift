@_spi(FlowKitTools) import FlowKit

/// What the `lets` façade of a verb says about it: the facts `NavigationVerb`'s traits do not
/// hold. Everything else the renderer reads from the traits (``LetsFacadeRenderer``).
struct VerbProse {
    /// The paragraphs of the plain overload's comment: what the verb does, then when it is refused.
    let summary: [String]
    /// The verb's action as a clause, for the overload that ignores the callback's arguments
    /// ("Pushes `target`'s screen", followed by ", ignoring the callback's arguments").
    let ignoring: String
    /// The forwarding overload's sentence, without its final period; `nil` for a verb without a
    /// target, which has nothing to forward to.
    var forwarding: String?
    /// The `target` parameter's description.
    var target: String?
    /// The `embedding` parameter's description, for a verb whose target takes one.
    var embedding: String?

    /// The prose for `verb`; `nil` for a verb whose façade is written by hand.
    ///
    /// The one place a new verb must be described before its façade can be generated: the
    /// switch has no `default`, so a new case does not compile here until it is.
    static func of(_ verb: NavigationVerb) -> VerbProse? {
        let placeable = "A flow, a group, or a group's ``Placement``."
        let refusedUnlessStackAndNew = "The screen is the flow's live instance or a new one. Refused when the source "
            + "is not in a stack, or when the target screen is already on screen."
        switch verb {
        case .push:
            return VerbProse(
                summary: ["Pushes `target`'s screen onto the source's stack.", refusedUnlessStackAndNew],
                ignoring: "Pushes `target`'s screen",
                forwarding: "Pushes `target`'s screen after passing the callback's arguments to it through `forward`",
                target: placeable)
        case .replace:
            return VerbProse(
                summary: [
                    "Replaces the top screen of the source's stack with `target`'s screen, in one change: the screen "
                        + "below is never shown between, and the replaced screen is released unless the app keeps it.",
                    refusedUnlessStackAndNew,
                ],
                ignoring: "Replaces the top screen with `target`'s",
                forwarding: "Replaces the top screen with `target`'s after passing the callback's arguments to it "
                    + "through `forward`",
                target: placeable)
        case .present:
            return VerbProse(
                summary: [
                    "Presents `target`'s screen in a new modal layer above the source's.",
                    "With `embedding: .navigation` the screen becomes the root of a new navigation stack, so it can "
                        + "push; with `.none` (the default, as UIKit's `present`) it stands alone. Refused when the "
                        + "source's layer already presents one, or when the target is already on screen.",
                ],
                ignoring: "Presents `target`'s screen",
                forwarding: "Presents `target`'s screen after passing the callback's arguments to it through `forward`",
                target: placeable,
                embedding: "`.navigation` wraps the screen in a new navigation stack.")
        case .pop:
            return VerbProse(summary: ["Pops the top screen of the source's stack. Refused at a stack's root."],
                             ignoring: "Pops the top screen")
        case .popTo:
            return VerbProse(
                summary: [
                    "Pops back to `target`'s screen, which must be alive and below the source in its stack.",
                    "Never rebuilds a released target (FlowKit 0.2.0 did, showing a screen that was not in the stack).",
                ],
                ignoring: "Pops back to `target`",
                forwarding: "Pops back to `target`, passing the callback's arguments to it through `forward` first",
                target: "The flow to pop back to.")
        case .popToRoot:
            return VerbProse(summary: ["Pops the source's stack to its root. Refused when the root is already showing."],
                             ignoring: "Pops to the root")
        case .dismiss:
            return VerbProse(
                summary: ["Dismisses the source's own modal layer (and anything above it), as UIKit's "
                    + "`dismiss(animated:)` does from a presented screen. Refused in the window's root layer."],
                ignoring: "Dismisses the source's layer")
        case .dismissAll:
            return VerbProse(
                summary: ["Dismisses every modal layer, back to the window's root. Refused when none is presented."],
                ignoring: "Dismisses every modal layer")
        case .dismissTo:
            return VerbProse(
                summary: ["Dismisses every modal layer above the one holding `target`'s screen, which must be alive "
                    + "and on screen below the top layer; it is never rebuilt."],
                ignoring: "Dismisses down to `target`'s layer",
                forwarding: "Dismisses down to `target`'s layer, passing the callback's arguments to it through "
                    + "`forward` first",
                target: "The flow whose layer stays.")
        case .setRoot:
            return VerbProse(
                summary: [
                    "Replaces the source's whole stack with `target`'s screen as its only screen.",
                    "Refused when the source is not in a stack, or when the target is on screen outside it.",
                ],
                ignoring: "Replaces the source's stack",
                forwarding: "Replaces the source's stack, passing the callback's arguments to the new root through "
                    + "`forward` first",
                target: placeable)
        case .setWindowRoot:
            return VerbProse(
                summary: ["Replaces everything in the window (every modal layer) with `target`'s screen, wrapped in a "
                    + "navigation stack unless `embedding` is `.none`: sign-out, onboarding done."],
                ignoring: "Replaces everything in the window",
                forwarding: "Replaces everything in the window, passing the callback's arguments to the new root "
                    + "through `forward` first",
                target: placeable,
                embedding: "`.navigation` (the default) wraps the screen in a navigation stack.")
        case .selectTab:
            return VerbProse(
                summary: [
                    "Selects the tab whose root is `target`'s screen, in the source's tab container.",
                    "Refused when the source is not in tabs, the target is not one of its tab roots, or its tab is "
                        + "already selected.",
                ],
                ignoring: "Selects `target`'s tab",
                forwarding: "Selects `target`'s tab, passing the callback's arguments to its root screen through "
                    + "`forward` first",
                target: "The tab's root flow.")
        case .emit:
            // Its target is a group's output, and its closure takes exactly the output's values:
            // no forwarding, so none of the shapes below (Lets+Emit.swift).
            return nil
        }
    }
}
