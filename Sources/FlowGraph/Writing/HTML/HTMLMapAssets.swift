/// The interactive map's style sheet and script, inlined into every page so that the page
/// works offline and from `file://`.
enum HTMLMapAssets {
    /// Layout: the screen list and details on the left, the drawing filling the rest; a
    /// selection fades everything but the selected screen, its arrows and their ends.
    static let style = #"""
        :root { color-scheme: light dark; --ink: #1b1f24; --paper: #ffffff; --line: #d0d7de; --accent: #0550ae; --mark: #fff3b0; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #e6edf3; --paper: #0d1117; --line: #30363d; --accent: #79c0ff; --mark: #5a4b00; }
          #canvas svg { filter: invert(1) hue-rotate(180deg); }
        }
        * { box-sizing: border-box; }
        body { margin: 0; display: flex; height: 100vh; font: 14px/1.4 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
        #side { width: 300px; min-width: 220px; display: flex; flex-direction: column; border-right: 1px solid var(--line); padding: 12px; gap: 8px; }
        #side h1 { font-size: 16px; margin: 0; }
        #search { width: 100%; padding: 6px 8px; font: inherit; border: 1px solid var(--line); border-radius: 6px; background: var(--paper); color: var(--ink); }
        #count { margin: 0; font-size: 12px; }
        #screens { list-style: none; margin: 0; padding: 0; overflow: auto; flex: 1 1 40%; border: 1px solid var(--line); border-radius: 6px; }
        #screens li { padding: 4px 8px; cursor: pointer; border-bottom: 1px solid var(--line); }
        #screens li small { display: block; }
        #screens li.selected { background: var(--mark); }
        #details { flex: 1 1 40%; overflow: auto; font-size: 13px; }
        #details h2 { font-size: 15px; margin: 4px 0; }
        #details h3 { font-size: 13px; margin: 8px 0 2px; }
        #details ul { margin: 0; padding-left: 18px; }
        #details a { color: var(--accent); }
        #details code, #details a { overflow-wrap: anywhere; }
        #viewport { flex: 1; position: relative; overflow: hidden; cursor: grab; touch-action: none; }
        #viewport.dragging { cursor: grabbing; }
        #canvas { transform-origin: 0 0; position: absolute; left: 0; top: 0; }
        #zoom { position: absolute; right: 12px; top: 12px; display: flex; gap: 4px; }
        #zoom button { font: inherit; min-width: 32px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--paper); color: var(--ink); cursor: pointer; }
        g.node, g.edge { cursor: pointer; }
        svg.focusing g.node:not(.selected):not(.neighbour), svg.focusing g.edge:not(.highlight) { opacity: 0.2; }
        svg.searching g.node.unmatched { opacity: 0.2; }
        g.node.selected path, g.node.selected polygon { stroke-width: 3px; }
        g.edge.highlight path { stroke-width: 2.5px; }
        """#

    /// Pan (drag), zoom (wheel, buttons), search (narrows the list and fades the drawing),
    /// and selection (a screen: its arrows and ends; an arrow: its callback, verb and source).
    static let script = #"""
        (() => {
          const data = JSON.parse(document.getElementById("map-data").textContent);
          const viewport = document.getElementById("viewport");
          const canvas = document.getElementById("canvas");
          const svg = canvas.querySelector("svg");
          const details = document.getElementById("details");
          const items = Array.from(document.querySelectorAll("#screens li"));
          const nodeElement = (index) => document.getElementById("node_" + index);
          const edgeElement = (index) => document.getElementById("edge_" + index);
          const view = { scale: 1, x: 0, y: 0 };
          const box = svg.viewBox.baseVal;
          svg.setAttribute("width", box.width);
          svg.setAttribute("height", box.height);

          const apply = () => { canvas.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`; };
          const zoomAt = (factor, px, py) => {
            const scale = Math.min(8, Math.max(0.05, view.scale * factor));
            view.x = px - (px - view.x) * (scale / view.scale);
            view.y = py - (py - view.y) * (scale / view.scale);
            view.scale = scale;
            apply();
          };
          const fit = () => {
            const width = viewport.clientWidth || 800, height = viewport.clientHeight || 600;
            view.scale = Math.min(1, width / box.width, height / box.height);
            view.x = (width - box.width * view.scale) / 2;
            view.y = (height - box.height * view.scale) / 2;
            apply();
          };
          const centreOn = (element) => {
            const matrix = element && element.getCTM && element.getCTM();
            if (!matrix) return;
            // A screen chosen from the list is shown at full size at least.
            view.scale = Math.max(view.scale, 1);
            const b = element.getBBox();
            const point = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2).matrixTransform(matrix);
            view.x = viewport.clientWidth / 2 - point.x * view.scale;
            view.y = viewport.clientHeight / 2 - point.y * view.scale;
            apply();
          };

          viewport.addEventListener("wheel", (event) => {
            event.preventDefault();
            const r = viewport.getBoundingClientRect();
            zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - r.left, event.clientY - r.top);
          }, { passive: false });
          let drag = null;
          viewport.addEventListener("pointerdown", (event) => {
            if (event.target.closest("#zoom")) return;
            drag = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y, moved: false };
          });
          window.addEventListener("pointermove", (event) => {
            if (!drag) return;
            const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
            if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; viewport.classList.add("dragging"); }
            view.x = drag.vx + dx; view.y = drag.vy + dy; apply();
          });
          window.addEventListener("pointerup", () => { viewport.classList.remove("dragging"); setTimeout(() => { drag = null; }, 0); });
          document.getElementById("zoom-in").addEventListener("click", () => zoomAt(1.25, viewport.clientWidth / 2, viewport.clientHeight / 2));
          document.getElementById("zoom-out").addEventListener("click", () => zoomAt(0.8, viewport.clientWidth / 2, viewport.clientHeight / 2));
          document.getElementById("zoom-fit").addEventListener("click", fit);

          const text = (value) => document.createTextNode(value);
          const element = (name, ...children) => {
            const made = document.createElement(name);
            for (const child of children) made.append(typeof child === "string" ? text(child) : child);
            return made;
          };
          const source = (item) => {
            if (!item.place) return text("source unknown");
            if (!item.link) return element("code", item.place);
            const link = element("a", item.place);
            link.href = item.link;
            return link;
          };
          const nameOf = (index) => index === null ? "back" : (data.nodes[index].screen || data.nodes[index].id);
          const caption = (edge) => (edge.label || edge.action) + (edge.arguments.length ? "(" + edge.arguments.join(", ") + ")" : "");
          const edgeLine = (edge, other) => element("li", element("b", nameOf(other)), " — " + caption(edge) + " · " + edge.action
            + (edge.notes ? " (" + edge.notes + ")" : "") + " · ", source(edge));

          const clear = () => {
            svg.classList.remove("focusing");
            for (const marked of svg.querySelectorAll(".selected, .neighbour, .highlight")) marked.classList.remove("selected", "neighbour", "highlight");
            for (const item of items) item.classList.remove("selected");
          };
          const selectNode = (index, centre) => {
            clear();
            const node = data.nodes[index];
            svg.classList.add("focusing");
            nodeElement(index)?.classList.add("selected");
            items[index]?.classList.add("selected");
            const entries = [], exits = [];
            data.edges.forEach((edge, number) => {
              if (edge.from !== index && edge.to !== index) return;
              edgeElement(number)?.classList.add("highlight");
              for (const end of [edge.from, edge.to]) if (end !== null && end !== index) nodeElement(end)?.classList.add("neighbour");
              if (edge.to === index && edge.from !== index) entries.push(edgeLine(edge, edge.from));
              if (edge.from === index) exits.push(edgeLine(edge, edge.to));
            });
            const argumentTypes = [...new Set(data.edges.filter((edge) => edge.to === index).flatMap((edge) => edge.arguments))];
            details.replaceChildren(
              element("h2", node.screen || node.id), element("p", element("code", node.id),
                node.group ? " in " + node.group : "", node.root ? " · where the app starts" : ""),
              element("p", "Source: ", source(node)),
              element("p", "Arguments it receives: " + (argumentTypes.length ? argumentTypes.join(", ") : "none")),
              element("h3", "Entries (" + entries.length + ")"), element("ul", ...entries),
              element("h3", "Exits (" + exits.length + ")"), element("ul", ...exits));
            details.dataset.selected = node.id;
            if (centre) centreOn(nodeElement(index));
          };
          const selectEdge = (number) => {
            clear();
            const edge = data.edges[number];
            svg.classList.add("focusing");
            edgeElement(number)?.classList.add("highlight");
            for (const end of [edge.from, edge.to]) if (end !== null) nodeElement(end)?.classList.add("neighbour");
            details.replaceChildren(
              element("h2", caption(edge)),
              element("p", nameOf(edge.from) + " → " + nameOf(edge.to)),
              element("p", "Verb: ", element("code", edge.action), edge.notes ? " (" + edge.notes + ")" : ""),
              element("p", "Callback: " + (edge.label || "unknown") + (edge.arguments.length ? " with " + edge.arguments.join(", ") : "")),
              element("p", "Source: ", source(edge)));
            details.dataset.selected = "edge_" + number;
          };

          svg.addEventListener("click", (event) => {
            if (drag && drag.moved) return;
            const hit = event.target.closest("g.node, g.edge");
            const match = hit && /^(node|edge)_(\d+)$/.exec(hit.id);
            if (!match) { clear(); return; }
            if (match[1] === "node") selectNode(Number(match[2]), false); else selectEdge(Number(match[2]));
          });
          items.forEach((item, index) => {
            item.addEventListener("click", () => selectNode(index, true));
            item.addEventListener("keydown", (event) => { if (event.key === "Enter") selectNode(index, true); });
          });

          const search = document.getElementById("search");
          search.addEventListener("input", () => {
            const query = search.value.trim().toLowerCase();
            let shown = 0;
            data.nodes.forEach((node, index) => {
              const matches = !query || (node.screen + " " + node.id + " " + (node.group || "")).toLowerCase().includes(query);
              items[index].hidden = !matches;
              nodeElement(index)?.classList.toggle("unmatched", !matches);
              if (matches) shown += 1;
            });
            svg.classList.toggle("searching", query.length > 0);
            document.getElementById("count").textContent = query ? `${shown} of ${data.nodes.length} screens` : `${data.nodes.length} screens`;
          });
          fit();
          document.body.dataset.ready = "true";
        })();
        """#
}
