import { describe, expect, it } from 'vitest';
import { type AwBucket, chooseBuckets } from './activitywatch-buckets';

const bucket = (id: string, type: string, hostname?: string): [string, AwBucket] => [
  id,
  { id, type, ...(hostname === undefined ? {} : { hostname }) },
];
const watchers = (host: string) => [
  bucket(`aw-watcher-window_${host}`, 'currentwindow', host),
  bucket(`aw-watcher-afk_${host}`, 'afkstatus', host),
];
const choose = (entries: [string, AwBucket][], host: string, isNamed = false) =>
  chooseBuckets(Object.fromEntries(entries), { host, isNamed }, 'http://localhost:5600');

describe('the ActivityWatch buckets the bridge reads', () => {
  it.each([
    [
      'this computer’s, beside another’s',
      [...watchers('asha-laptop'), ...watchers('design-laptop')],
      'asha-laptop',
    ],
    ['this computer’s, spelt with its domain', watchers('Asha-Laptop.local'), 'asha-laptop'],
    [
      'the standard one where a computer has two',
      [
        ...watchers('asha-laptop'),
        bucket('aw-watcher-window-wayland_asha-laptop', 'currentwindow', 'asha-laptop'),
      ],
      'asha-laptop',
    ],
  ])('%s', (_, entries, host) => {
    const chosen = choose(entries, host);
    expect(chosen.window.toLowerCase()).toMatch(/^aw-watcher-window_asha-laptop/);
    expect(chosen.afk.toLowerCase()).toMatch(/^aw-watcher-afk_asha-laptop/);
  });

  it.each([
    [
      'its own computer’s',
      bucket('aw-watcher-web-chrome_asha-laptop', 'web.tab.current', 'asha-laptop'),
      true,
    ],
    [
      'an old extension’s, which names no computer',
      bucket('aw-watcher-web-firefox', 'web.tab.current', 'unknown'),
      true,
    ],
    [
      'another computer’s',
      bucket('aw-watcher-web-chrome_design-laptop', 'web.tab.current', 'design-laptop'),
      false,
    ],
  ])('reads a browser’s tabs: %s → %s', (_, web, isRead) => {
    const chosen = choose([...watchers('asha-laptop'), web], 'asha-laptop');
    expect(chosen.web.map((entry) => entry.id)).toEqual(isRead ? [web[0]] : []);
  });

  it('gives a browser’s tabs only to that browser’s windows', () => {
    const chosen = choose(
      [
        ...watchers('asha-laptop'),
        bucket('aw-watcher-web-chrome_asha-laptop', 'web.tab.current', 'asha-laptop'),
      ],
      'asha-laptop',
    );
    expect(chosen.web[0]?.browserApps.has('google-chrome')).toBe(true);
    expect(chosen.web[0]?.browserApps.has('firefox')).toBe(false);
  });

  it('names the computers it has buckets of when it has none of the one asked for', () => {
    expect(() => choose(watchers('design-laptop'), 'asha-laptop', true)).toThrow(
      'ActivityWatch at http://localhost:5600 has no aw-watcher-window bucket of asha-laptop, only of design-laptop: check --aw-host.',
    );
  });
});
