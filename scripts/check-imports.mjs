#!/usr/bin/env node
// The import rules of the code: every rule of .dependency-cruiser.cjs (no import circle, no test helper in shipped
// code, the server's floors, app/ of the web app imported by main.tsx only), and one its rules cannot say: web
// features import each other one way only, so that they stand in an order. dependency-cruiser sees circles between
// files and between folders, but a ring between two features runs through different files and sub-folders
// (bids/components → contracts/components, contracts/pages → bids/lib), so the features' graph is built here
// from the same cruise and checked for rings.
//
//   npm run imports     (also the `imports` step of `npm test`)
//
// Exits non-zero when any rule is broken.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output: result } = await cruise(ROOTS, options);
const report = await format(result, { outputType: 'err-long' });
process.stdout.write(report.output);

/** feature → (feature it imports → one such import, as the example to show) */
function featureImports(modules) {
  const imports = new Map();
  for (const module of modules) {
    const from = module.source.match(FEATURE)?.[1];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.resolved.match(FEATURE)?.[1];
      if (!to || to === from) continue;
      if (!imports.has(from)) imports.set(from, new Map());
      const targets = imports.get(from);
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return imports;
}

/** The rings of a graph: its strongly connected parts of more than one node (Tarjan's algorithm). */
function rings(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const ring = [];
    let member;
    do {
      member = stack.pop();
      ring.push(member);
    } while (member !== node);
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const imports = featureImports(result.modules);
const featureRings = rings(imports);
for (const ring of featureRings) {
  console.log(`\n  error web-features-one-way: ${ring.join(', ')} import each other`);
  for (const from of ring) {
    for (const [to, example] of imports.get(from) ?? []) {
      if (ring.includes(to)) console.log(`    ${from} → ${to}: ${example}`);
    }
  }
  console.log('    Web features import each other one way only: one must stand below the other, or the shared piece\n'
    + '    moves to components/, lib/ or packages/shared.');
}
if (featureRings.length) console.log(`\nx ${featureRings.length} ring(s) between web features.`);

process.exit(report.exitCode > 0 || featureRings.length > 0 ? 1 : 0);
