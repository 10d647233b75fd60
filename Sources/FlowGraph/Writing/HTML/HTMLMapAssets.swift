/// The interactive map's style sheet and script, inlined into every page so that the page
/// works offline and from `file://`. The script is one function in parts, each in its own file:
/// the view (pan, zoom, pinch), the opening view, the selection (details, links, the URL) and
/// the search with the dark scheme's colours, which starts the page.
enum HTMLMapAssets {
    /// The page's script: the parts share one scope, run once, and mark `body` ready.
    static let script = "(() => {\n\"use strict\";\n" + viewScript + "\n" + openingScript + "\n" + selectionScript + "\n" + searchScript + "\n})();"
}
