// Viewer: the bytes a browser transfers before one day's thumbnails are all
// shown — GET /api/v1/activity/day plus every thumbnail URL it lists, response headers and bodies as
// read off the socket — for a day of 48 slots with 48 full-HD screenshots, against the spec's old
// approach (spec B §7): every full image fetched one by one as base64 in JSON ({"hash":"…"}), counting
// only those JSON bodies. Goal: ratio ≤ 0.1. A benchmark to read: exits 0 when it ran, 1 when it could not.
//
//   npm run build -w @pulse/server && node --import tsx bench/viewer-bytes.ts        # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/viewer-bytes.ts
import { request } from 'node:http';
import { relative } from 'node:path';
import sharp from 'sharp';
import { exitUnlessBuilt, root, serverEntry, startProductionServer } from './support/production-server';
import { prepareScratch } from './support/scratch';
import { signIn, signInDevice } from './support/sign-in';

const RATIO_GOAL = 0.1;
const SLOTS = 48;
const WIDTH = 1920;
const HEIGHT = 1080;
const EMAIL = 'employee@demo.pulse';
const TIME_ZONE_OFFSET_MS = 5.5 * 60 * 60 * 1000; // the demo organisation is in Asia/Kolkata
const DAY_MS = 24 * 60 * 60 * 1000;
// Before the demo's 14 days of tracked history, within the tracker's 30 days.
const DAYS_BACK = 20;

// ---- A realistic day: 48 full-HD screenshots --------------------------------------------------------

const APPS: [string, string, string][] = [
  ['Code', 'activity.service.ts — pulse — Visual Studio Code', '#1e1e1e'],
  ['Chrome', 'Pull request #482 · pulse — Google Chrome', '#ffffff'],
  ['Slack', '#engineering — Demo Corporation — Slack', '#f8f8f8'],
  ['Outlook', 'Inbox — employee@demo.pulse — Outlook', '#ffffff'],
  ['Excel', 'Q3 forecast.xlsx — Excel', '#ffffff'],
  ['Terminal', 'npm run test — bash', '#101418'],
];
const WORDS =
  'const export await return function import from select where order group insert update slot employee report activity tracker thumbnail screenshot organisation device batch interval minute'.split(
    ' ',
  );

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

// A desktop: taskbar, a window with title bar, side bar and ~45 lines of varied text, drawn from SVG
// and encoded as PNG (what a screen grab is), so its size is that of a text-heavy screen.
const renderDesktop = async (slot: number) => {
  const [app, title, background] = APPS[slot % APPS.length] ?? ['Code', 'pulse', '#ffffff'];
  const isDark = background !== '#ffffff' && background !== '#f8f8f8';
  const ink = isDark ? '#d4d4d4' : '#1f2937';
  const lines: string[] = [];
  for (let line = 0; line < 45; line += 1) {
    const words = Array.from(
      { length: 4 + ((slot * 7 + line * 13) % 11) },
      (_, word) => WORDS[(slot * 31 + line * 17 + word * 7) % WORDS.length],
    ).join(' ');
    const indent = 340 + ((line * 5 + slot) % 4) * 28;
    lines.push(
      `<text x="${indent}" y="${130 + line * 20}" font-family="monospace" font-size="14" fill="${ink}">${line + 1}  ${escapeXml(words)}</text>`,
    );
  }
  const side = Array.from(
    { length: 30 },
    (_, item) =>
      `<text x="24" y="${130 + item * 28}" font-family="sans-serif" font-size="13" fill="${ink}">${escapeXml(WORDS[(item + slot) % WORDS.length] ?? '')}.ts</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#4e4376"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<rect x="0" y="40" width="${WIDTH}" height="${HEIGHT - 88}" fill="${background}"/>
<rect x="0" y="40" width="${WIDTH}" height="40" fill="hsl(${(slot * 47) % 360},45%,40%)"/>
<text x="16" y="66" font-family="sans-serif" font-size="16" fill="#ffffff">${escapeXml(`${app} — ${title}`)}</text>
<rect x="0" y="80" width="300" height="${HEIGHT - 128}" fill="${isDark ? '#252526' : '#f1f5f9'}"/>
${side}
${lines.join('\n')}
<rect x="0" y="${HEIGHT - 48}" width="${WIDTH}" height="48" fill="#111827"/>
<text x="${WIDTH - 120}" y="${HEIGHT - 18}" font-family="sans-serif" font-size="14" fill="#e5e7eb">${String(9 + Math.floor(slot / 6)).padStart(2, '0')}:${String((slot % 6) * 10 + 3).padStart(2, '0')}</text>
</svg>`;
  return { app, title, image: await sharp(Buffer.from(svg)).png().toBuffer() };
};

// ---- HTTP, counted on the wire -----------------------------------------------------------------------

// One request on its own connection, so the socket's byte count is exactly this response: status line,
// headers and body as transferred (there is no compression to undo).
const wireGet = (origin: string, path: string, cookie: string) =>
  new Promise<{ status: number; body: Buffer; wireBytes: number }>((resolve, reject) => {
    const url = new URL(path, origin);
    const outgoing = request(
      url,
      {
        agent: false,
        headers: { cookie, accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            wireBytes: response.socket.bytesRead,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });

const postJson = async (origin: string, path: string, token: string, body: unknown) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
};

const postScreenshot = async (
  origin: string,
  token: string,
  fields: Record<string, string>,
  image: Buffer,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'screen.png');
  const response = await fetch(`${origin}/api/v1/tracker/screenshots`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`screenshot upload answered ${response.status}: ${await response.text()}`);
};

type DayActivity = {
  hours: { slots: { screenshot: { id: string; thumbnailUrl: string; imageUrl: string } | null }[] }[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const main = async () => {
  exitUnlessBuilt();
  const dayStartUtc = Math.floor((Date.now() + TIME_ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - DAYS_BACK * DAY_MS;
  const date = new Date(dayStartUtc).toISOString().slice(0, 10);
  // 09:00–17:00 local: 8 hours of 6 slots.
  const firstSlot = dayStartUtc - TIME_ZONE_OFFSET_MS + 9 * 60 * 60 * 1000;
  console.log(
    `== Viewer: ${EMAIL}'s day ${date}, ${SLOTS} slots, ${SLOTS} screenshots of ${WIDTH}×${HEIGHT} PNG ==`,
  );

  const scratch = await prepareScratch('pulse-bench-viewer');
  try {
    const pulse = await startProductionServer({ ...scratch.env, DEMO: '1' });
    try {
      console.log(`server: ${relative(root, serverEntry)} on ${pulse.origin}, database: ${scratch.label}`);
      const token = await signInDevice(pulse.origin, EMAIL);
      // The day's activity (focus and input per minute), so its slots and totals are real too.
      const intervals = [];
      const inputMinutes = [];
      const shots = [];
      for (let slot = 0; slot < SLOTS; slot += 1) {
        const slotStart = firstSlot + slot * 10 * 60_000;
        const desktop = await renderDesktop(slot);
        intervals.push({
          kind: 'focus',
          startedAt: new Date(slotStart).toISOString(),
          durationSeconds: 600,
          app: desktop.app,
          title: desktop.title,
        });
        for (let minute = 0; minute < 10; minute += 1) {
          inputMinutes.push({
            minuteStart: new Date(slotStart + minute * 60_000).toISOString(),
            keyPresses: (slot * 13 + minute * 7) % 90,
            mouseClicks: (slot * 5 + minute * 3) % 30,
          });
        }
        shots.push({ slotStart, ...desktop });
      }
      await postJson(pulse.origin, '/api/v1/tracker/batches', token, {
        batchId: 'bench-viewer-day',
        intervals,
        inputMinutes,
      });
      for (const [slot, shot] of shots.entries()) {
        await postScreenshot(
          pulse.origin,
          token,
          {
            capturedAt: new Date(shot.slotStart + (60 + ((slot * 97) % 480)) * 1000).toISOString(),
            windowTitles: JSON.stringify([shot.title]),
            keyPresses: String((slot * 37) % 500),
            mouseClicks: String((slot * 11) % 150),
            isIdle: 'false',
          },
          shot.image,
        );
      }

      // What the viewer loads: the day, then every thumbnail it lists.
      const { cookie } = await signIn(pulse.origin, EMAIL);
      const day = await wireGet(pulse.origin, `/api/v1/activity/day?date=${date}`, cookie);
      if (day.status !== 200) throw new Error(`GET /api/v1/activity/day answered ${day.status}: ${day.body}`);
      const listed = (JSON.parse(day.body.toString('utf8')) as DayActivity).hours
        .flatMap((hour) => hour.slots)
        .flatMap((slot) => (slot.screenshot ? [slot.screenshot] : []));
      if (listed.length !== SLOTS)
        throw new Error(`the day lists ${listed.length} screenshots, not ${SLOTS}`);
      let thumbnailBytes = 0;
      let thumbnailBodies = 0;
      let oldApproachBytes = 0;
      let fullImageBytes = 0;
      for (const screenshot of listed) {
        const thumbnail = await wireGet(pulse.origin, screenshot.thumbnailUrl, cookie);
        if (thumbnail.status !== 200)
          throw new Error(`${screenshot.thumbnailUrl} answered ${thumbnail.status}`);
        thumbnailBytes += thumbnail.wireBytes;
        thumbnailBodies += thumbnail.body.length;
        // The old approach's figure: the stored full image, base64 in a JSON wrapper, per screenshot.
        const image = await wireGet(pulse.origin, screenshot.imageUrl, cookie);
        if (image.status !== 200) throw new Error(`${screenshot.imageUrl} answered ${image.status}`);
        fullImageBytes += image.body.length;
        oldApproachBytes += JSON.stringify({ hash: image.body.toString('base64') }).length;
      }
      const viewerBytes = day.wireBytes + thumbnailBytes;
      console.log(
        `GET /api/v1/activity/day            ${kib(day.wireBytes).padStart(10)}  (body ${kib(day.body.length)})`,
      );
      console.log(
        `${SLOTS} thumbnails (WebP)                ${kib(thumbnailBytes).padStart(10)}  (bodies ${kib(thumbnailBodies)}, ` +
          `${kib(thumbnailBodies / SLOTS)} each)`,
      );
      console.log(`viewer total (headers + bodies)    ${kib(viewerBytes).padStart(10)}`);
      console.log(
        `old approach: ${SLOTS} full images as base64 JSON ${kib(oldApproachBytes)}  ` +
          `(images ${kib(fullImageBytes)}, ${kib(fullImageBytes / SLOTS)} each; JSON bodies only, no headers)`,
      );
      const ratio = viewerBytes / oldApproachBytes;
      console.log(
        `ratio viewer / old approach: ${ratio.toFixed(3)}  goal ≤ ${RATIO_GOAL}  ${ratio <= RATIO_GOAL ? 'PASS' : 'FAIL'}` +
          `  (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      );
    } finally {
      await pulse.stop();
    }
  } finally {
    await scratch.drop();
  }
};

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
