extension HTMLMapAssets {
    /// The selection: a screen (its arrows and their ends, its entries and exits) or an arrow
    /// (its callback, verb and source), shown in the details. Every screen the details name is a
    /// link that selects and centres it. The selected screen is the URL's fragment
    /// (`#<screen id>`, replaced, not pushed), so a link to the page can open on a screen; a
    /// fragment naming a declaration (`#CheckoutGroup.payment`) opens its first placed copy.
    static let selectionScript = #"""
        const details = document.getElementById("details");
        const items = [];
        for (const item of document.querySelectorAll("#screens li[data-node]")) items[Number(item.dataset.node)] = item;

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
        const fragmentOf = (index) => "#" + encodeURI(data.nodes[index].id).replace(/#/g, "%23");
        // A screen named in the details: a link to it (a real href, so that it opens in a new tab too).
        const screenLink = (index) => {
          if (index === null || !data.nodes[index]) return text(nameOf(index));
          const link = element("a", nameOf(index));
          link.href = fragmentOf(index);
          link.title = data.nodes[index].id;
          link.dataset.node = index;
          return link;
        };
        const caption = (edge) => (edge.label || edge.action) + (edge.arguments.length ? "(" + edge.arguments.join(", ") + ")" : "");
        const edgeLine = (edge, other) => element("li", screenLink(other), " — " + caption(edge) + " · " + edge.action
          + (edge.notes ? " (" + edge.notes + ")" : "") + " · ", source(edge));
        const setFragment = (fragment) => {
          try { history.replaceState(history.state, "", fragment || location.pathname + location.search); } catch (error) { /* an opaque origin */ }
        };

        const clear = () => {
          svg.classList.remove("focusing");
          for (const marked of svg.querySelectorAll(".selected, .neighbour, .highlight")) marked.classList.remove("selected", "neighbour", "highlight");
          for (const item of items) item?.classList.remove("selected");
        };
        const selectNode = (index, centre) => {
          clear();
          const node = data.nodes[index];
          svg.classList.add("focusing");
          nodeElement(index)?.classList.add("selected");
          items[index]?.classList.add("selected");
          items[index]?.scrollIntoView({ block: "nearest" });
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
          setFragment(fragmentOf(index));
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
            element("p", screenLink(edge.from), " → ", screenLink(edge.to)),
            element("p", "Verb: ", element("code", edge.action), edge.notes ? " (" + edge.notes + ")" : ""),
            element("p", "Callback: " + (edge.label || "unknown") + (edge.arguments.length ? " with " + edge.arguments.join(", ") : "")),
            element("p", "Source: ", source(edge)));
          details.dataset.selected = "edge_" + number;
          setFragment(null);
        };

        svg.addEventListener("click", (event) => {
          if (moved) return;
          const hit = event.target.closest("g.node, g.edge");
          const match = hit && /^(node|edge)_(\d+)$/.exec(hit.id);
          if (!match) { clear(); details.dataset.selected = ""; setFragment(null); return; }
          if (match[1] === "node") selectNode(Number(match[2]), false); else selectEdge(Number(match[2]));
        });
        items.forEach((item, index) => {
          item?.addEventListener("click", () => selectNode(index, true));
          item?.addEventListener("keydown", (event) => { if (event.key === "Enter") selectNode(index, true); });
        });
        details.addEventListener("click", (event) => {
          const link = event.target.closest("a[data-node]");
          // Modified clicks keep the browser's meaning (a new tab or window on that screen).
          if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          selectNode(Number(link.dataset.node), true);
        });

        // The screen the URL's fragment names: by id, else the first placed copy of a declaration.
        const fragmentScreen = () => {
          let id;
          try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { return -1; }
          if (!id) return -1;
          const exact = data.nodes.findIndex((node) => node.id === id);
          return exact >= 0 ? exact : data.nodes.findIndex((node) => node.id.split("@")[0] === id);
        };
        const followFragment = () => {
          const index = fragmentScreen();
          if (index >= 0 && details.dataset.selected !== data.nodes[index].id) selectNode(index, true);
          return index >= 0;
        };
        window.addEventListener("hashchange", followFragment);
        """#
}
