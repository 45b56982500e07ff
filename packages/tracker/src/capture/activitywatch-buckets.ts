// Which of aw-server's buckets the bridge reads. aw-server keeps every bucket it was given, also
// other computers' (aw-sync, or an aw-server shared by two laptops): the bridge reads only this
// computer's, or those of the computer the employee names (--aw-host), so another laptop's activity
// is never credited to the person signed in here.

// GET /api/0/buckets/ answers { [id]: { id, type, client, hostname, ... } }.
export type AwBucket = { id: string; type?: string; client?: string; hostname?: string };

export class ActivityWatchError extends Error {}

// The watchers this bridge reads: bucket ids `<client>_<hostname>`, and the type each sets.
const WATCHERS = {
  window: { client: 'aw-watcher-window', type: 'currentwindow' },
  afk: { client: 'aw-watcher-afk', type: 'afkstatus' },
} as const;
type Watcher = keyof typeof WATCHERS;

// aw-watcher-web's bucket (`aw-watcher-web-<browser>[_<hostname>]`): the active tab's URL and title.
const WEB_TYPE = 'web.tab.current';
const WEB_ID = /^aw-watcher-web-([a-z]+)/i;
// Older aw-watcher-web versions cannot tell the computer's name and write this instead; the browser
// extension reports to the aw-server of the computer it runs on.
const UNKNOWN_HOST = 'unknown';

// The application names under which aw-watcher-window sees each browser (ActivityWatch's own list,
// aw-webui queries.ts), so a tab's URL is given only to its own browser's focused time.
const BROWSER_APPS: Record<string, readonly string[]> = {
  chrome: [
    'Google Chrome',
    'Google-chrome',
    'chrome.exe',
    'google-chrome-stable',
    'Chromium',
    'Chromium-browser',
    'Chromium-browser-chromium',
    'chromium.exe',
    'Google-chrome-beta',
    'Google-chrome-unstable',
    'Brave-browser',
  ],
  firefox: [
    'Firefox',
    'Firefox.exe',
    'firefox',
    'firefox.exe',
    'Firefox Developer Edition',
    'firefoxdeveloperedition',
    'Firefox-developer-edition',
    'Firefox Beta',
    'Nightly',
    'org.mozilla.firefox',
  ],
  opera: ['opera.exe', 'Opera'],
  brave: ['brave.exe', 'Brave Browser', 'Brave-browser'],
  edge: ['msedge.exe', 'Microsoft Edge', 'Microsoft-edge'],
  vivaldi: ['Vivaldi-stable', 'Vivaldi-snapshot', 'vivaldi.exe', 'Vivaldi'],
  orion: ['Orion'],
  yandex: ['Yandex'],
  safari: ['Safari'],
};
const ALL_BROWSER_APPS = Object.values(BROWSER_APPS).flat();

export type WebBucket = { id: string; browserApps: ReadonlySet<string> };
export type BridgeBuckets = { window: string; afk: string; web: WebBucket[] };

// "Ashas-MacBook-Pro.local" and "ashas-macbook-pro" are one computer: ActivityWatch and the OS may
// spell its name with or without the domain, in another case.
const sameComputer = (left: string, right: string) =>
  left.trim().toLowerCase().split('.')[0] === right.trim().toLowerCase().split('.')[0];

// A bucket's computer: its hostname field, else what its id names after the client.
const hostOf = (bucket: AwBucket) => {
  if (bucket.hostname && bucket.hostname !== UNKNOWN_HOST) return bucket.hostname;
  return bucket.id.includes('_') ? bucket.id.slice(bucket.id.indexOf('_') + 1) : UNKNOWN_HOST;
};

const isOf = (bucket: AwBucket, watcher: Watcher) => {
  const { client, type } = WATCHERS[watcher];
  return bucket.type === type || (bucket.type === undefined && bucket.id.startsWith(`${client}_`));
};

export const chooseBuckets = (
  buckets: Record<string, AwBucket>,
  computer: { host: string; isNamed: boolean },
  base: string,
): BridgeBuckets => {
  const all = Object.entries(buckets).map(([id, bucket]) => ({ ...bucket, id: bucket.id ?? id }));
  const ours = all.filter((bucket) => sameComputer(hostOf(bucket), computer.host));

  const bucketOf = (watcher: Watcher) => {
    const { client } = WATCHERS[watcher];
    const candidates = ours.filter((bucket) => isOf(bucket, watcher));
    const [only] = candidates;
    if (only && candidates.length === 1) return only.id;
    // Two buckets for one computer (a watcher renamed, or a Wayland variant beside it): the one
    // ActivityWatch names by its standard id.
    const standard = candidates.find((bucket) => bucket.id === `${client}_${hostOf(bucket)}`);
    if (standard) return standard.id;
    if (candidates.length > 1)
      throw new ActivityWatchError(
        `ActivityWatch at ${base} has several ${client} buckets for ${computer.host} (${candidates.map((bucket) => bucket.id).join(', ')}): remove the one no longer used.`,
      );
    const others = [...new Set(all.filter((bucket) => isOf(bucket, watcher)).map(hostOf))];
    if (others.length === 0)
      throw new ActivityWatchError(`ActivityWatch at ${base} has no ${client} bucket: is ${client} running?`);
    throw new ActivityWatchError(
      computer.isNamed
        ? `ActivityWatch at ${base} has no ${client} bucket of ${computer.host}, only of ${others.join(', ')}: check --aw-host.`
        : `ActivityWatch at ${base} has no ${client} bucket of this computer (${computer.host}), only of ${others.join(', ')}: run pulse-tracker on that computer, or name it with --aw-host if its activity is yours.`,
    );
  };

  const web = all
    .filter(
      (bucket) =>
        (bucket.type === WEB_TYPE || WEB_ID.test(bucket.id)) &&
        (sameComputer(hostOf(bucket), computer.host) ||
          // An old extension's bucket names no computer: it is the browser of aw-server's own computer.
          (!computer.isNamed && hostOf(bucket) === UNKNOWN_HOST)),
    )
    .map((bucket): WebBucket => {
      const browser = WEB_ID.exec(bucket.id)?.[1]?.toLowerCase() ?? '';
      const apps = BROWSER_APPS[browser] ?? ALL_BROWSER_APPS;
      return { id: bucket.id, browserApps: new Set(apps.map((app) => app.toLowerCase())) };
    });

  return { window: bucketOf('window'), afk: bucketOf('afk'), web };
};
