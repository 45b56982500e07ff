// Where a `node --cpu-prof` profile of the production server spent its time: self time by source file
// (the bundle mapped back to packages/* through its source map; node_modules by package), by
// function, and our own functions' total time with what they called, the largest first. Enough to see what a load bench's profile points at without opening
// DevTools; the .cpuprofile file stays for that.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const sourceMaps = new Map<string, SourceMap | null>();
const sourceMapOf = (path: string) => {
  if (!sourceMaps.has(path)) {
    try {
      sourceMaps.set(path, new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))));
    } catch {
      sourceMaps.set(path, null);
    }
  }
  return sourceMaps.get(path) ?? null;
};

const placeOf = (frame: CallFrame, root: string) => {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const path = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packageMatch) return `npm:${packageMatch[1]}`;
  const entry = sourceMapOf(path)?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = entry && 'originalSource' in entry ? entry.originalSource : undefined;
  // Sources are named relative to the bundle (../src/app.ts, ../../shared/src/…).
  if (original) return relative(root, resolve(dirname(path), original));
  return path.startsWith('node:') ? path : relative(root, path);
};

const top = (totals: Map<string, number>, count: number, allMs: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, ms]) =>
        `  ${((ms / allMs) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
    );

export const summariseCpuProfile = (path: string, root: string, count = 15) => {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const places = new Map<number, string>();
  const placeOfNode = (node: ProfileNode) => {
    let place = places.get(node.id);
    if (place === undefined) {
      place = placeOf(node.callFrame, root);
      places.set(node.id, place);
    }
    return place;
  };
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  // Our own code's functions with everything they called: what a request's use case costs.
  const ownTotal = new Map<string, number>();
  let allMs = 0;
  for (const [index, id] of profile.samples.entries()) {
    const node = nodes.get(id);
    if (!node) continue;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    allMs += ms;
    const place = placeOfNode(node);
    byFile.set(place, (byFile.get(place) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'}  ${place}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let current: ProfileNode | undefined = node; current; ) {
      const currentPlace = placeOfNode(current);
      if (currentPlace.startsWith('packages/') && current.callFrame.functionName)
        onStack.add(`${current.callFrame.functionName}  ${currentPlace}`);
      const parent = parents.get(current.id);
      current = parent === undefined ? undefined : nodes.get(parent);
    }
    for (const name of onStack) ownTotal.set(name, (ownTotal.get(name) ?? 0) + ms);
  }
  return [
    `CPU profile ${path}: ${(allMs / 1000).toFixed(1)} s sampled`,
    'self time by file or package:',
    ...top(byFile, count, allMs),
    'self time by function:',
    ...top(byFunction, count, allMs),
    'total time (with callees) of functions in packages/:',
    ...top(ownTotal, count, allMs),
  ].join('\n');
};
