extension HTMLMapAssets {
    /// Layout: the app's name, the search, the grouped screen list and the details on the left,
    /// the drawing filling the rest (below the list on a narrow screen); a selection fades all
    /// but the selected screen, its arrows and their ends. Light or dark as the reader's system
    /// prefers: the drawing's own colours turn dark through the rules the script derives from
    /// them, on a transparent background, so the map sits on the page's paper in both schemes.
    static let style = #"""
        :root { color-scheme: light dark; --ink: #1b1f24; --muted: #57606a; --paper: #ffffff; --panel: #f6f8fa;
          --line: #d0d7de; --accent: #0550ae; --mark: #fff3b0; --start: #1a7f37; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #e6edf3; --muted: #9da7b3; --paper: #0d1117; --panel: #161b22;
            --line: #30363d; --accent: #79c0ff; --mark: #4d3f00; --start: #56d364; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; display: flex; height: 100vh; height: 100dvh; font: 14px/1.4 system-ui, sans-serif;
          color: var(--ink); background: var(--paper); }
        #side { width: clamp(240px, 26vw, 320px); flex: none; display: flex; flex-direction: column; gap: 8px; min-height: 0; padding: 12px;
          border-right: 1px solid var(--line); background: var(--panel); }
        #side h1 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
        #side .subtitle { margin: 0; font-size: 12px; color: var(--muted); }
        #search { width: 100%; padding: 6px 8px; font: inherit; border: 1px solid var(--line); border-radius: 6px;
          background: var(--paper); color: var(--ink); }
        #count { margin: 0; font-size: 12px; color: var(--muted); }
        #screens { flex: 1 1 auto; min-height: 120px; overflow: auto; border: 1px solid var(--line); border-radius: 6px;
          background: var(--paper); }
        #screens h2 { position: sticky; top: 0; z-index: 1; margin: 0; padding: 6px 8px 4px; font-size: 12px;
          color: var(--muted); background: var(--panel); border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        #screens .tally { font-weight: normal; }
        #screens ul { list-style: none; margin: 0; padding: 0; }
        #screens li { padding: 4px 8px 4px 14px; cursor: pointer; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        #screens li b { display: block; font-weight: 600; }
        #screens li small { display: block; font-size: 12px; color: var(--muted); }
        #screens li.root b::after { content: "start"; margin-left: 6px; padding: 0 5px; font-size: 11px; font-weight: normal;
          border: 1px solid var(--start); border-radius: 8px; color: var(--start); }
        #screens li:hover { background: var(--panel); }
        #screens li:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
        #screens li.selected { background: var(--mark); }
        #details { flex: 0 0 auto; max-height: 50%; overflow: auto; font-size: 13px; overflow-wrap: anywhere; }
        #details h2 { font-size: 15px; margin: 4px 0; }
        #details h3 { font-size: 13px; margin: 8px 0 2px; }
        #details ul { margin: 0; padding-left: 18px; }
        #details a { color: var(--accent); }
        #viewport { flex: 1; min-width: 0; position: relative; overflow: hidden; cursor: grab; touch-action: none; }
        #viewport.dragging { cursor: grabbing; }
        #canvas { transform-origin: 0 0; position: absolute; left: 0; top: 0; }
        #canvas g.graph > polygon:first-of-type { fill: transparent; }
        #zoom { position: absolute; right: 12px; top: 12px; display: flex; gap: 4px; }
        #zoom button { font: inherit; min-width: 32px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px;
          background: var(--paper); color: var(--ink); cursor: pointer; }
        g.node, g.edge { cursor: pointer; }
        svg.focusing g.node:not(.selected):not(.neighbour), svg.focusing g.edge:not(.highlight) { opacity: 0.2; }
        svg.searching g.node.unmatched { opacity: 0.2; }
        g.node.selected path, g.node.selected polygon { stroke-width: 3px; }
        g.edge.highlight path { stroke-width: 2.5px; }
        @media (max-width: 720px) {
          body { flex-direction: column-reverse; }
          #side { width: auto; height: 45%; border-right: 0; border-top: 1px solid var(--line); }
        }
        """#
}
