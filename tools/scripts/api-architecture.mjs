// `node tools/scripts/api-architecture.mjs [--check]`: the shape of services/api/src drawn from its
// own imports (dependency-cruiser, type imports included, tests left out): the cycles between its
// top-level folders, the cycles between files, and the longest chain of folders importing one
// another (levels, counted on the folders with each cycle taken as one). With --check it fails when
// a figure is worse than services/api/architecture-budget.json, which issue 27 lowers to 0 cycles
// and at most 7 levels; lower the budget with each step, never raise it.
import fs from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { workspaceRoot } from './run.mjs';

const apiRoot = path.join(workspaceRoot, 'services/api');
const budgetFile = path.join(apiRoot, 'architecture-budget.json');

/** The top-level folder of a file under src/ (a file directly in src/ is its own). */
const folderOf = (file) => {
  const [, first, second] = file.split('/');
  return second === undefined ? first.replace(/\.ts$/, '') : first;
};

/** Tarjan's strongly connected components of a graph given as Map<node, Set<node>>. */
function components(graph) {
  let index = 0;
  const indexes = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indexes.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexes.get(next)));
      }
    }
    if (low.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return found;
}

/** The longest chain of components (in components) of the graph condensed by its cycles, and the chain itself. */
function longestChain(graph, parts) {
  const partOf = new Map();
  parts.forEach((part, i) => part.forEach((node) => partOf.set(node, i)));
  const edges = parts.map(() => new Set());
  for (const [from, targets] of graph) for (const to of targets) if (partOf.get(from) !== partOf.get(to)) edges[partOf.get(from)].add(partOf.get(to));
  const memo = new Map();
  const depth = (part) => {
    if (memo.has(part)) return memo.get(part);
    let best = { length: 1, next: null };
    for (const next of edges[part]) {
      const below = depth(next);
      if (below.length + 1 > best.length) best = { length: below.length + 1, next };
    }
    memo.set(part, best);
    return best;
  };
  let top = 0;
  parts.forEach((_, i) => {
    if (depth(i).length > depth(top).length) top = i;
  });
  const chain = [];
  for (let part = top; part !== null; part = depth(part).next) chain.push(parts[part].slice().sort().join(' + '));
  return chain;
}

export async function measureApi() {
  const previous = process.cwd();
  process.chdir(apiRoot);
  try {
    const { output } = await cruise(
      ['src'],
      {
        includeOnly: '^src/',
        exclude: { path: '\\.test\\.ts$' },
        doNotFollow: { path: 'node_modules' },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
      },
      { extensions: ['.ts', '.js', '.json'] },
      { tsConfig: JSON.parse(fs.readFileSync('tsconfig.json', 'utf8')) },
    );
    const files = new Map();
    const folders = new Map();
    for (const module of output.modules) {
      if (!module.source.startsWith('src/')) continue;
      const targets = module.dependencies.map((dependency) => dependency.resolved).filter((target) => target.startsWith('src/'));
      files.set(module.source, new Set(targets));
      const from = folderOf(module.source);
      if (!folders.has(from)) folders.set(from, new Set());
      for (const target of targets) if (folderOf(target) !== from) folders.get(from).add(folderOf(target));
    }
    const folderParts = components(folders);
    const folderCycles = folderParts.filter((part) => part.length > 1).map((part) => part.sort());
    // Each pair of folders that import each other directly is counted, as the issue counted them.
    const mutualPairs = [];
    for (const [from, targets] of folders) for (const to of targets) if (from < to && folders.get(to)?.has(from)) mutualPairs.push(`${from}↔${to}`);
    const fileCycles = components(files).filter((part) => part.length > 1).map((part) => part.sort());
    const chain = longestChain(folders, folderParts);
    return { folders: folders.size, folderCycles, mutualPairs, fileCycles, levels: chain.length, chain };
  } finally {
    process.chdir(previous);
  }
}

const shape = await measureApi();
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));
console.log(`services/api/src: ${shape.folders} folders`);
console.log(`- folders importing each other: ${shape.mutualPairs.length} pairs (${shape.mutualPairs.join(', ') || 'none'})`);
console.log(`- folder cycles: ${shape.folderCycles.length} groups${shape.folderCycles.map((cycle) => `\n    ${cycle.join(' ⇄ ')}`).join('')}`);
console.log(`- file cycles: ${shape.fileCycles.length}${shape.fileCycles.map((cycle) => `\n    ${cycle.join(' ⇄ ')}`).join('')}`);
console.log(`- longest chain: ${shape.levels} levels\n    ${shape.chain.join('\n    → ')}`);
if (process.argv.includes('--check')) {
  const figures = { mutualFolderPairs: shape.mutualPairs.length, fileCycles: shape.fileCycles.length, levels: shape.levels };
  const worse = Object.entries(figures).filter(([key, value]) => value > budget[key]);
  if (worse.length > 0) {
    console.error(`\nAPI 구조가 허용치보다 나빠졌습니다 (${path.relative(workspaceRoot, budgetFile)}): ${worse.map(([key, value]) => `${key} ${value} > ${budget[key]}`).join(', ')}`);
    process.exit(1);
  }
  const better = Object.entries(figures).filter(([key, value]) => value < budget[key]);
  if (better.length > 0) console.log(`\n나아졌습니다: ${better.map(([key, value]) => `${key} ${budget[key]} → ${value}`).join(', ')}. 허용치를 낮춰 두세요.`);
}
