/**
 * Aho–Corasick automaton over UTF-16 code units, compiled into flat typed arrays.
 *
 * Why this layout: the automaton is shared by every user's keywords and walks millions of items,
 * so it must be compact and allocation-free while scanning. Units are first mapped to a dense
 * class (0 = a unit no pattern contains, which always leads back to the root). Nodes are numbered
 * breadth-first; the shallowest ones, where nearly every step happens, get full transition rows
 * (a DFA: one load per character) within a fixed memory budget, and deeper ones keep sorted edge
 * lists plus failure links. Either way the walk is linear in the text.
 */
/** Dense transition entries allowed (4 bytes each): 8 MiB, whatever the number of keywords. */
export const DENSE_BUDGET = 1 << 21;

export interface Automaton {
  /** Code unit → class; 0 when no pattern uses the unit. */
  readonly classOf: Int32Array;
  /** Full rows for nodes 0..denseRows-1: `dense[node * stride + class]` is the next node. */
  readonly dense: Int32Array;
  readonly denseRows: number;
  readonly stride: number;
  readonly edgeStart: Int32Array;
  readonly edgeClass: Int32Array;
  readonly edgeTarget: Int32Array;
  readonly fail: Int32Array;
  /** Pattern ending exactly at a node, or -1. */
  readonly patternAt: Int32Array;
  /** Nearest node on the failure chain that ends a pattern, or -1 (the "dictionary link"). */
  readonly outLink: Int32Array;
  /** 1 when the node or its failure chain ends a pattern: one load decides whether to report. */
  readonly hasOutput: Uint8Array;
  readonly patternLength: Int32Array;
  readonly nodeCount: number;
  readonly classCount: number;
  readonly maxPatternLength: number;
}

/**
 * Builds the automaton. Patterns must be non-empty and distinct; pattern i is reported as i.
 * `denseBudget` exists for tests, which shrink it to exercise the sparse nodes.
 */
export function buildAutomaton(patterns: readonly string[], denseBudget = DENSE_BUDGET): Automaton {
  const classOf = new Int32Array(0x10000);
  let classCount = 0;
  for (const p of patterns) {
    for (let i = 0; i < p.length; i++) {
      const u = p.charCodeAt(i);
      if (classOf[u] === 0) classOf[u] = ++classCount;
    }
  }

  // Trie with Map children while building; compacted below.
  const children: Map<number, number>[] = [new Map<number, number>()];
  const patternAtList: number[] = [-1];
  let maxPatternLength = 0;
  patterns.forEach((p, id) => {
    maxPatternLength = Math.max(maxPatternLength, p.length);
    let node = 0;
    for (let i = 0; i < p.length; i++) {
      const c = classOf[p.charCodeAt(i)] ?? 0;
      const kids = children[node] ?? new Map<number, number>();
      let next = kids.get(c);
      if (next === undefined) {
        next = children.length;
        kids.set(c, next);
        children.push(new Map<number, number>());
        patternAtList.push(-1);
      }
      node = next;
    }
    patternAtList[node] = id;
  });

  const { kids, terminal } = breadthFirst(children, patternAtList);
  const nodeCount = kids.length;
  const fail = new Int32Array(nodeCount);
  const patternAt = Int32Array.from(terminal);
  const outLink = new Int32Array(nodeCount).fill(-1);
  const hasOutput = new Uint8Array(nodeCount);

  // Breadth-first, so every failure target is final before its dependants.
  const queue: number[] = [];
  for (const child of (kids[0] ?? new Map<number, number>()).values()) queue.push(child);
  for (let qi = 0; qi < queue.length; qi++) {
    const u = queue[qi] ?? 0;
    const f = fail[u] ?? 0;
    outLink[u] = (patternAt[f] ?? -1) >= 0 ? f : (outLink[f] ?? -1);
    hasOutput[u] = (patternAt[u] ?? -1) >= 0 || (outLink[u] ?? -1) >= 0 ? 1 : 0;
    for (const [c, v] of kids[u] ?? []) {
      let g = f;
      let target = kids[g]?.get(c);
      while (target === undefined && g !== 0) {
        g = fail[g] ?? 0;
        target = kids[g]?.get(c);
      }
      fail[v] = target ?? 0;
      queue.push(v);
    }
  }

  // Dense rows in breadth-first order: a failure target is shallower, so its row is already filled.
  const stride = classCount + 1;
  const denseRows = Math.max(1, Math.min(nodeCount, Math.floor(denseBudget / stride)));
  const dense = new Int32Array(denseRows * stride);
  for (let n = 0; n < denseRows; n++) {
    // A row is its failure target's row, overridden by the node's own children.
    const f = (fail[n] ?? 0) * stride;
    if (n > 0) dense.copyWithin(n * stride, f, f + stride);
    for (const [c, v] of kids[n] ?? []) dense[n * stride + c] = v;
  }
  // Sparse edges only for the nodes beyond the dense rows.
  const edgeStart = new Int32Array(nodeCount + 1);
  let edges = 0;
  for (let n = 0; n < nodeCount; n++) {
    edgeStart[n] = edges;
    edges += n < denseRows ? 0 : (kids[n]?.size ?? 0);
  }
  edgeStart[nodeCount] = edges;
  const edgeClass = new Int32Array(edges);
  const edgeTarget = new Int32Array(edges);
  for (let n = denseRows; n < nodeCount; n++) {
    const sorted = [...(kids[n] ?? [])].sort((x, y) => x[0] - y[0]);
    let at = edgeStart[n] ?? 0;
    for (const [c, v] of sorted) {
      edgeClass[at] = c;
      edgeTarget[at++] = v;
    }
  }

  const patternLength = Int32Array.from(patterns, (p) => p.length);
  return {
    classOf,
    dense,
    denseRows,
    stride,
    edgeStart,
    edgeClass,
    edgeTarget,
    fail,
    patternAt,
    outLink,
    hasOutput,
    patternLength,
    nodeCount,
    classCount,
    maxPatternLength,
  };
}

/** Renumbers trie nodes breadth-first (root 0), so depth never decreases with the number. */
function breadthFirst(
  children: readonly Map<number, number>[],
  patternAtList: readonly number[],
): { kids: Map<number, number>[]; terminal: number[] } {
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const kidsOf = [...(children[order[i] ?? 0] ?? [])].sort((x, y) => x[0] - y[0]);
    for (const [, v] of kidsOf) order.push(v);
  }
  const rank = new Int32Array(order.length);
  order.forEach((old, i) => (rank[old] = i));
  const kids = order.map((old) => {
    const m = new Map<number, number>();
    for (const [c, v] of children[old] ?? []) m.set(c, rank[v] ?? 0);
    return m;
  });
  return { kids, terminal: order.map((old) => patternAtList[old] ?? -1) };
}

/** The child of a sparse node for class `c`, or -1. */
function child(a: Automaton, node: number, c: number): number {
  let lo = a.edgeStart[node] ?? 0;
  let hi = a.edgeStart[node + 1] ?? 0;
  if (hi - lo <= 8) {
    for (; lo < hi; lo++) if (a.edgeClass[lo] === c) return a.edgeTarget[lo] ?? -1;
    return -1;
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const m = a.edgeClass[mid] ?? 0;
    if (m === c) return a.edgeTarget[mid] ?? -1;
    if (m < c) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/** One transition on class `c` (0 = a unit no pattern contains). */
export function step(a: Automaton, state: number, c: number): number {
  let s = state;
  // Failure links lead to shallower nodes, so this ends on a dense row.
  while (s >= a.denseRows) {
    const next = child(a, s, c);
    if (next >= 0) return next;
    s = a.fail[s] ?? 0;
  }
  return a.dense[s * a.stride + c] ?? 0;
}

/** Bytes held by the typed arrays (the automaton's memory, give or take object headers). */
export function automatonBytes(a: Automaton): number {
  return [
    a.classOf,
    a.dense,
    a.edgeStart,
    a.edgeClass,
    a.edgeTarget,
    a.fail,
    a.patternAt,
    a.outLink,
    a.hasOutput,
    a.patternLength,
  ].reduce((sum, arr) => sum + arr.byteLength, 0);
}
