extension HTMLMapAssets {
    /// The view: the drawing is scaled and moved as a whole (`view`), by dragging, the wheel, a
    /// trackpad pinch (a wheel event with `ctrlKey`, or Safari's gesture events), a two-finger
    /// pinch (two pointers) and the buttons. Every zoom keeps the map point under the pointer,
    /// or under the fingers' midpoint, where it is. Where the page opens is
    /// ``HTMLMapAssets/openingScript``.
    static let viewScript = #"""
        const data = JSON.parse(document.getElementById("map-data").textContent);
        const viewport = document.getElementById("viewport");
        const canvas = document.getElementById("canvas");
        const svg = canvas.querySelector("svg");
        const nodeElement = (index) => document.getElementById("node_" + index);
        const edgeElement = (index) => document.getElementById("edge_" + index);
        const view = { scale: 1, x: 0, y: 0 };
        const box = svg.viewBox.baseVal;
        svg.setAttribute("width", box.width);
        svg.setAttribute("height", box.height);

        // A screen's name is the first text of its node; the smallest name sets the zoom at which
        // all names read, unless a smaller text (a subline, an arrow's label) needs more to read.
        const legibleNameSize = 12, legibleTextSize = 9;
        const drawingScale = (() => {
          const matrix = svg.querySelector("g.graph")?.getCTM();
          return matrix ? Math.hypot(matrix.a, matrix.b) : 1;
        })();
        let nameSize = Infinity, textSize = Infinity;
        const measure = (element, names) => element?.querySelectorAll("text").forEach((text, position) => {
          const size = parseFloat(text.getAttribute("font-size")) * drawingScale;
          if (!(size > 0)) return;
          if (names && position === 0) nameSize = Math.min(nameSize, size);
          textSize = Math.min(textSize, size);
        });
        data.nodes.forEach((_, index) => measure(nodeElement(index), true));
        data.edges.forEach((_, index) => measure(edgeElement(index), false));
        if (!Number.isFinite(nameSize)) nameSize = 14;
        if (!Number.isFinite(textSize)) textSize = nameSize;
        const legibleScale = Math.max(legibleNameSize / nameSize, legibleTextSize / textSize);

        const viewWidth = () => viewport.clientWidth || 800;
        const viewHeight = () => viewport.clientHeight || 600;
        const fitScale = () => Math.min(1, viewWidth() / box.width, viewHeight() / box.height);
        const smallestScale = () => Math.min(0.05, fitScale() / 2);
        const apply = () => { canvas.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`; };
        const zoomTo = (scale, px, py) => {
          scale = Math.min(8, Math.max(smallestScale(), scale));
          view.x = px - (px - view.x) * (scale / view.scale);
          view.y = py - (py - view.y) * (scale / view.scale);
          view.scale = scale;
          apply();
        };
        const zoomAt = (factor, px, py) => zoomTo(view.scale * factor, px, py);
        const fit = () => {
          view.scale = fitScale();
          view.x = (viewWidth() - box.width * view.scale) / 2;
          view.y = (viewHeight() - box.height * view.scale) / 2;
          apply();
        };
        // An element's box in the drawing's coordinates (those `view` scales and moves).
        const drawingBox = (element) => {
          const matrix = element && element.getCTM && element.getCTM();
          if (!matrix) return null;
          const b = element.getBBox();
          const corners = [[b.x, b.y], [b.x + b.width, b.y + b.height]]
            .map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
          const left = Math.min(corners[0].x, corners[1].x), top = Math.min(corners[0].y, corners[1].y);
          return { x: left, y: top, width: Math.abs(corners[1].x - corners[0].x), height: Math.abs(corners[1].y - corners[0].y) };
        };
        const centreOnBox = (b) => {
          view.x = viewWidth() / 2 - (b.x + b.width / 2) * view.scale;
          view.y = viewHeight() / 2 - (b.y + b.height / 2) * view.scale;
        };
        // A screen chosen by name is shown where its name reads, at the middle of the view.
        const centreOn = (element) => {
          const b = drawingBox(element);
          if (!b) return;
          view.scale = Math.max(view.scale, legibleScale);
          centreOnBox(b);
          apply();
        };
        const local = (event) => {
          const r = viewport.getBoundingClientRect();
          return { x: event.clientX - r.left, y: event.clientY - r.top };
        };
        viewport.addEventListener("wheel", (event) => {
          event.preventDefault();
          const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? viewHeight() : 1;
          // A trackpad pinch comes as a wheel with ctrlKey, in small steps: it zooms faster per pixel.
          const rate = event.ctrlKey ? 0.01 : 0.0015;
          const point = local(event);
          zoomAt(Math.exp(-event.deltaY * lines * rate), point.x, point.y);
        }, { passive: false });
        let gestureScale = null;
        viewport.addEventListener("gesturestart", (event) => { event.preventDefault(); gestureScale = view.scale; });
        viewport.addEventListener("gesturechange", (event) => {
          event.preventDefault();
          if (gestureScale === null) return;
          const point = local(event);
          zoomTo(gestureScale * event.scale, point.x, point.y);
        });
        viewport.addEventListener("gestureend", () => { gestureScale = null; });

        // Pointers down on the map: one drags, two pinch. `moved` tells a click from a drag's end.
        const pointers = new Map();
        let drag = null, pinch = null, moved = false;
        const startDrag = (point) => { drag = { x: point.x, y: point.y, vx: view.x, vy: view.y }; };
        const startPinch = () => {
          const [a, b] = [...pointers.values()];
          const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          // The drawing's point under the fingers' midpoint, which stays under it.
          pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: view.scale,
                    mapX: (middle.x - view.x) / view.scale, mapY: (middle.y - view.y) / view.scale };
          drag = null;
          moved = true;
        };
        viewport.addEventListener("pointerdown", (event) => {
          if (event.target.closest("#zoom")) return;
          pointers.set(event.pointerId, local(event));
          if (pointers.size === 1) { moved = false; startDrag(local(event)); }
          if (pointers.size === 2) startPinch();
        });
        window.addEventListener("pointermove", (event) => {
          if (!pointers.has(event.pointerId)) return;
          const point = local(event);
          pointers.set(event.pointerId, point);
          if (pinch && pointers.size >= 2) {
            const [a, b] = [...pointers.values()];
            const scale = Math.min(8, Math.max(smallestScale(), pinch.scale * Math.hypot(a.x - b.x, a.y - b.y) / pinch.distance));
            view.scale = scale;
            view.x = (a.x + b.x) / 2 - pinch.mapX * scale;
            view.y = (a.y + b.y) / 2 - pinch.mapY * scale;
            apply();
          } else if (drag) {
            const dx = point.x - drag.x, dy = point.y - drag.y;
            if (Math.abs(dx) + Math.abs(dy) > 3) { moved = true; viewport.classList.add("dragging"); }
            view.x = drag.vx + dx; view.y = drag.vy + dy;
            apply();
          }
        });
        const release = (event) => {
          if (!pointers.delete(event.pointerId)) return;
          if (pointers.size < 2) pinch = null;
          // The finger left on the glass after a pinch drags on from where it is.
          if (pointers.size === 1) startDrag([...pointers.values()][0]);
          if (pointers.size === 0) { drag = null; viewport.classList.remove("dragging"); }
        };
        window.addEventListener("pointerup", release);
        window.addEventListener("pointercancel", release);
        const zoomButton = (id, action) => document.getElementById(id).addEventListener("click", action);
        zoomButton("zoom-in", () => zoomAt(1.25, viewWidth() / 2, viewHeight() / 2));
        zoomButton("zoom-out", () => zoomAt(0.8, viewWidth() / 2, viewHeight() / 2));
        zoomButton("zoom-fit", fit);
        """#
}
