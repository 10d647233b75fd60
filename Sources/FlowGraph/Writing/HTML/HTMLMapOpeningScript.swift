extension HTMLMapAssets {
    /// Where the page opens, and where its Start button goes back to: the whole map when it reads
    /// at that size; else, at the zoom where screen names read at 12 px and every other text of
    /// the drawing's screens and arrows at 9 px or more, the view that holds the screens the app
    /// starts from (or, when they are too far apart, the start reaching the most screens) with
    /// the title of the group around it, clear of the zoom buttons, and shows the most whole
    /// screens clear of them, the legend whole or not at all (cut at the view's edge, it reads as
    /// broken); of those, the one showing most near the start. Centring on a start
    /// shows empty paper when the start sits in a corner of the drawing, or cuts the column
    /// beside it in two; the best view is found among the views that put some screen's edge at
    /// an edge of the view.
    static let openingScript = #"""
        const openingView = () => {
          fit();
          if (view.scale >= legibleScale) return;
          const scale = legibleScale;
          view.scale = scale;
          const boxes = (elements) => elements.map(drawingBox).filter(Boolean);
          const screens = boxes(data.nodes.map((_, index) => nodeElement(index)));
          const titles = boxes([...svg.querySelectorAll("g.cluster > text")]);
          // The legend, a node of the drawing that is no screen.
          const legendNode = [...svg.querySelectorAll("g.node")].find((node) => node.querySelector("title")?.textContent === "legend");
          const legend = legendNode ? drawingBox(legendNode) : null;
          // Each start's box, by its place among the starts (`null` for one not drawn).
          const startIndices = data.nodes.flatMap((node, index) => node.root ? [index] : []);
          const startBoxes = startIndices.map((index) => drawingBox(nodeElement(index)));
          const starts = startBoxes.filter(Boolean);
          const width = viewWidth(), height = viewHeight(), margin = 8;
          // The zoom buttons, in the view's pixels, with a little room around them.
          const frame = viewport.getBoundingClientRect(), buttons = document.getElementById("zoom").getBoundingClientRect();
          const covered = { left: buttons.left - frame.left - 4, top: buttons.top - frame.top - 4,
                            right: buttons.right - frame.left + 4, bottom: buttons.bottom - frame.top + 4 };
          const union = (list) => {
            const left = Math.min(...list.map((b) => b.x)), top = Math.min(...list.map((b) => b.y));
            return { x: left, y: top, width: Math.max(...list.map((b) => b.x + b.width)) - left,
                     height: Math.max(...list.map((b) => b.y + b.height)) - top };
          };
          const fits = (b) => b.width * scale <= width - 2 * margin && b.height * scale <= height - 2 * margin;
          const everyStart = starts.length > 0 ? union(starts) : null;
          // Without a start, the view shows the most from the drawing's top left corner on; with
          // starts too far apart to show together, the one from which most screens are reached
          // (a storyboard's first scene that code replaces at once reaches none).
          const next = new Map();
          data.edges.forEach((edge) => { if (edge.to !== null) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]); });
          const reached = (from) => {
            const seen = new Set([from]), queue = [from];
            while (queue.length > 0) for (const to of next.get(queue.pop()) ?? []) if (!seen.has(to)) { seen.add(to); queue.push(to); }
            return seen.size;
          };
          const mainStart = () => {
            let best = 0, most = -1;
            startIndices.forEach((index, position) => {
              const count = reached(index);
              if (count > most && startBoxes[position]) { best = position; most = count; }
            });
            return startBoxes[best];
          };
          // A start is shown with the title of the group drawn around it, which names where it is,
          // when the title stands over it (a wide group's title stands over other screens).
          const withGroupTitle = (start) => {
            const x = start.x + start.width / 2, y = start.y + start.height / 2;
            let group = null;
            for (const cluster of svg.querySelectorAll("g.cluster")) {
              const b = drawingBox(cluster), title = drawingBox(cluster.querySelector("text"));
              if (!b || !title || x < b.x || y < b.y || x > b.x + b.width || y > b.y + b.height) continue;
              if (group === null || b.width * b.height < group.area) group = { area: b.width * b.height, title };
            }
            const over = group && group.title.x < start.x + start.width && start.x < group.title.x + group.title.width;
            const both = over ? union([start, group.title]) : start;
            return fits(both) ? both : start;
          };
          const anchor = everyStart ? withGroupTitle(fits(everyStart) ? everyStart : mainStart()) : null;

          // The translations on one axis worth trying, the preferred one first: where the drawing
          // fits, it centred or moved clear of the buttons; else those that keep the anchor in
          // the view and the drawing's edges out of it: the ends of that range, the anchor
          // centred (preferred), and each screen's edge at the view's edge, thinned evenly when
          // there are too many. The drawing's top may come down below the zoom buttons (`room`).
          const candidates = (size, extent, edges, room) => {
            const spare = size - extent * scale;
            if (spare >= 0) return [spare / 2, 0, spare, Math.min(spare, room)];
            let lowest = spare, highest = room;
            if (anchor) {
              const [low, high] = edges(anchor);
              lowest = Math.max(lowest, margin - low * scale);
              highest = Math.min(highest, size - margin - high * scale);
              if (lowest > highest) lowest = highest = (lowest + highest) / 2;
            }
            const clamp = (value) => Math.min(highest, Math.max(lowest, value));
            const values = [lowest, highest];
            for (const b of legend ? [...screens, legend] : screens) {
              const [low, high] = edges(b);
              values.push(clamp(margin - low * scale), clamp(size - margin - high * scale));
            }
            const unique = [...new Set(values.map((value) => Math.round(value)))].sort((a, b) => a - b);
            const most = 40;
            const kept = unique.length <= most ? unique
              : Array.from({ length: most }, (_, index) => unique[Math.round(index * (unique.length - 1) / (most - 1))]);
            if (!anchor) return [clamp(0), ...kept];
            const [low, high] = edges(anchor);
            return [clamp(size / 2 - (low + high) / 2 * scale), ...kept];
          };
          const xs = candidates(width, box.width, (b) => [b.x, b.x + b.width], 0);
          const ys = candidates(height, box.height, (b) => [b.y, b.y + b.height], Math.max(0, covered.bottom));
          // Only what some of the views tried can show is scored.
          const [fewestX, mostX, fewestY, mostY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
          const reachable = (b) => b.x * scale + mostX >= 0 && (b.x + b.width) * scale + fewestX <= width
            && b.y * scale + mostY >= 0 && (b.y + b.height) * scale + fewestY <= height;
          const nearScreens = screens.filter(reachable), nearTitles = titles.filter(reachable);
          // Where a box of the drawing stands in the view translated by (x, y).
          const placed = (b, x, y) => {
            const left = x + b.x * scale, top = y + b.y * scale;
            return { left, top, right: left + b.width * scale, bottom: top + b.height * scale };
          };
          const shows = (b, x, y) => {
            const { left, top, right, bottom } = placed(b, x, y);
            if (left < 0 || top < 0 || right > width || bottom > height) return false;
            return right <= covered.left || left >= covered.right || bottom <= covered.top || top >= covered.bottom;
          };
          // Among the views that show the anchor clear of the buttons, the one showing the most
          // whole screens; then the one showing most near the start (a cluster's title counting
          // half a screen), then the one nearest the preferred translations.
          const reach = Math.hypot(width, height) / scale;
          const centre = anchor ? { x: anchor.x + anchor.width / 2, y: anchor.y + anchor.height / 2 } : { x: 0, y: 0 };
          const nearness = (b) => 1 / (1 + Math.hypot(b.x + b.width / 2 - centre.x, b.y + b.height / 2 - centre.y) / reach);
          // The legend shows whole or not at all: cut at the view's edge, it reads as broken.
          const cuts = (b, x, y) => {
            const { left, top, right, bottom } = placed(b, x, y);
            const inside = left >= 0 && top >= 0 && right <= width && bottom <= height;
            const outside = right <= 0 || bottom <= 0 || left >= width || top >= height;
            return !inside && !outside;
          };
          const rank = (view) => [view.clear ? 1 : 0, view.whole ? 1 : 0, view.count, view.near, -view.moved];
          const ahead = (one, other) => {
            const [a, b] = [rank(one), rank(other)];
            const differing = a.findIndex((value, index) => value !== b[index]);
            return differing >= 0 && a[differing] > b[differing];
          };
          let best = null;
          for (const x of xs) {
            for (const y of ys) {
              const candidate = { x, y, clear: anchor === null || shows(anchor, x, y),
                                  whole: legend === null || !cuts(legend, x, y), count: 0, near: 0,
                                  moved: Math.abs(x - xs[0]) + Math.abs(y - ys[0]) };
              for (const b of nearScreens) if (shows(b, x, y)) { candidate.count += 1; candidate.near += nearness(b); }
              for (const b of nearTitles) if (shows(b, x, y)) candidate.near += nearness(b) / 2;
              if (best === null || ahead(candidate, best)) best = candidate;
            }
          }
          view.x = best.x;
          view.y = best.y;
          apply();
        };
        zoomButton("zoom-start", openingView);
        """#
}
