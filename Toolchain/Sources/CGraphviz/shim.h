// Graphviz's layout and rendering API (libgvc) and graph API (libcgraph), from Debian's
// libgraphviz-dev. Only FlowGraphRendering imports this module.
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
