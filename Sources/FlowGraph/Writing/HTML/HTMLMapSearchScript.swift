extension HTMLMapAssets {
    /// The search (narrows the list, hides emptied groups, fades the drawing; Enter selects the
    /// first match), the drawing's dark colours, and the start: the opening view, or the screen
    /// the URL names.
    ///
    /// The dark colours are the light drawing's with lightness inverted and hue kept, as
    /// `filter: invert(1) hue-rotate(180deg)` computes them (the `--color-scheme dark` SVG), but
    /// written as one CSS rule per colour the drawing uses: a filter over a large drawing is
    /// repainted at every zoom, and would turn the drawing's background into a black box. The
    /// rules stay inside a `prefers-color-scheme` query, so that they follow the reader's
    /// scheme when it changes back.
    static let searchScript = #"""
        const search = document.getElementById("search");
        const count = document.getElementById("count");
        const sections = [...document.querySelectorAll("#screens section")];
        const searchText = data.nodes.map((node) => (node.screen + " " + node.id + " " + (node.group || "")).toLowerCase());
        const drawnNodes = data.nodes.map((_, index) => nodeElement(index));
        // Counted as the page's heading counts them (ScreenNode.screenCount, each node's `counted`).
        const screenCount = data.nodes.filter((node) => node.counted).length;
        search.addEventListener("input", () => {
          const query = search.value.trim().toLowerCase();
          let shown = 0;
          searchText.forEach((haystack, index) => {
            const matches = !query || haystack.includes(query);
            if (items[index]) items[index].hidden = !matches;
            drawnNodes[index]?.classList.toggle("unmatched", !matches);
            if (matches && data.nodes[index].counted) shown += 1;
          });
          for (const section of sections) section.hidden = !section.querySelector("li:not([hidden])");
          svg.classList.toggle("searching", query.length > 0);
          count.textContent = query ? `${shown} of ${screenCount} screens` : `${screenCount} screens`;
        });
        search.addEventListener("keydown", (event) => {
          const first = event.key === "Enter" && document.querySelector("#screens li[data-node]:not([hidden])");
          if (first) selectNode(Number(first.dataset.node), true);
        });

        // Derived when the reader's scheme is dark (at load or later): a light page restyles nothing.
        const darkScheme = matchMedia("(prefers-color-scheme: dark)");
        const addDarkColours = () => {
          if (!darkScheme.matches || document.getElementById("dark-colours")) return;
          const probe = document.createElement("canvas").getContext("2d");
          // hue-rotate(180deg)'s matrix from the Filter Effects specification, after inverting.
          const rows = [[-0.574, 1.430, 0.144], [0.426, 0.430, 0.144], [0.426, 1.430, -0.856]];
          const dark = (value) => {
            if (!probe || !value || value === "none" || value.startsWith("url(")) return null;
            probe.fillStyle = "#000000";
            probe.fillStyle = value;
            const parts = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(probe.fillStyle)
              ?? /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(probe.fillStyle);
            if (!parts) return null;
            const hex = parts[0].startsWith("#");
            const inverted = [1, 2, 3].map((i) => 255 - (hex ? parseInt(parts[i], 16) : Number(parts[i])));
            const alpha = hex || parts[4] === undefined ? 1 : Number(parts[4]);
            if (alpha === 0) return null;
            const [r, g, b] = rows.map((row) => Math.round(Math.min(255, Math.max(0, row[0] * inverted[0] + row[1] * inverted[1] + row[2] * inverted[2]))));
            return `rgba(${r}, ${g}, ${b}, ${alpha})`;
          };
          const quoted = (value) => '"' + value.replace(/["\\]/g, "\\$&") + '"';
          const rules = [`#canvas svg :is(text, path, polygon, ellipse, polyline):not([fill]) { fill: ${dark("black")}; }`];
          for (const attribute of ["fill", "stroke"]) {
            const values = new Set([...svg.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute)));
            for (const value of values) {
              const colour = dark(value);
              if (colour) rules.push(`#canvas svg [${attribute}=${quoted(value)}] { ${attribute}: ${colour}; }`);
            }
          }
          const style = document.createElement("style");
          style.id = "dark-colours";
          style.textContent = "@media (prefers-color-scheme: dark) {\n" + rules.join("\n") + "\n}";
          document.head.append(style);
        };
        addDarkColours();
        darkScheme.addEventListener("change", addDarkColours);

        openingView();
        followFragment();
        document.body.dataset.ready = "true";
        """#
}
