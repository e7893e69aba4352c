/**
 * Cycles between modules (docs/architecture.md, "Module boundaries"). dependency-cruiser finds cycles of files; a
 * cycle between folders of src/modules (people imports time-away, which imports people through other files) is found
 * here, from the cruise's JSON: each import from src/modules/<a>/... into src/modules/<b>/... (a != b) is an edge
 * a -> b of the module graph, and the strongly connected components of that graph (Tarjan) are its cycles.
 * An edge inside a component is "cyclic": removing edges breaks cycles, adding one inside a component makes more.
 */
const MODULE = /^src\/modules\/([^/]+)\//;

/** The module graph of a cruise result: module name -> set of module names it imports. */
function moduleGraph(cruise) {
  const graph = new Map();
  const node = (name) => graph.get(name) ?? graph.set(name, new Set()).get(name);
  for (const file of cruise.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    node(from);
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (to && to !== from) node(from).add(to), node(to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan's algorithm), each sorted, largest first. */
function moduleCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (name) => {
    index.set(name, counter);
    low.set(name, counter++);
    stack.push(name);
    onStack.add(name);
    for (const next of graph.get(name)) {
      if (!index.has(next)) visit(next), low.set(name, Math.min(low.get(name), low.get(next)));
      else if (onStack.has(next)) low.set(name, Math.min(low.get(name), index.get(next)));
    }
    if (low.get(name) !== index.get(name)) return;
    const component = [];
    let member;
    do (member = stack.pop()), onStack.delete(member), component.push(member);
    while (member !== name);
    if (component.length > 1) components.push(component.sort());
  };
  for (const name of [...graph.keys()].sort()) if (!index.has(name)) visit(name);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The edges "a -> b" that lie inside a cycle of modules, sorted. */
function cyclicModuleEdges(cruise) {
  const graph = moduleGraph(cruise);
  const edges = [];
  for (const component of moduleCycles(graph)) {
    const members = new Set(component);
    for (const from of component) for (const to of graph.get(from)) if (members.has(to)) edges.push(`${from} -> ${to}`);
  }
  return { cycles: moduleCycles(graph), edges: edges.sort(), modules: graph.size };
}

module.exports = { moduleGraph, moduleCycles, cyclicModuleEdges };
