// @vitest-environment node
import { describe, expect, it } from 'vitest';

// docs/architecture.md: features never import each other; pages in app/routes compose them, and what
// two features share lives in components/ or lib/.
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// './activity/components/x.tsx' → 'activity'
const featureOf = (path: string) => path.split('/')[1];

const crossFeatureImports = (path: string, source: string) =>
  [...source.matchAll(/from '(\.[^']+)'/g)]
    .map((match) => new URL(match[1] ?? '', `file:///features/${path.slice(2)}`).pathname)
    .filter((target) => target.startsWith('/features/'))
    .map((target) => `.${target.slice('/features'.length)}`)
    .filter((target) => featureOf(target) !== featureOf(path));

describe('feature boundaries', () => {
  it('reads every feature file', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('no feature imports another feature', () => {
    const offences = Object.entries(sources).flatMap(([path, source]) =>
      crossFeatureImports(path, source).map((target) => `${path} → ${target}`),
    );
    expect(offences).toEqual([]);
  });
});
