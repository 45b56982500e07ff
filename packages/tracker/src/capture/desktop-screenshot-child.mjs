// One screenshot, in a process of its own that ends with it (see desktop-screenshot.ts): the agent
// runs for days and stays small only if it never loads sharp (libvips) or node-screenshots nor holds
// a picture. Plain JavaScript, so it runs both from the sources and beside the bundled agent.
//
// The job is JSON in the first argument; the encoded picture (JPEG) goes to stdout, an error's message
// to stderr with a non-zero exit. Jobs:
//   { screens: 'monitors', isBlurred, maxWidth? }  every screen through node-screenshots
//   { screens: 'grim', isBlurred, maxWidth? }      the whole layout through `grim` (sway)
//   { blur: true }                                 blurs the JPEG given on stdin
//   { count: true }                                prints the number of screens node-screenshots sees
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The screenshot the agent queues: all screens as laid out, downscaled to at most this wide (what the
// activity viewer shows), JPEG (the server takes JPEG, PNG or WebP by content).
const SCREENSHOT_MAX_WIDTH = 1280;
// As strong as the server's own blur (tracker.service.ts): titles and text are unreadable.
const DEVICE_BLUR_SIGMA = 12;
const JPEG_QUALITY = 70;

const readStdin = async () => {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
};

// Each screen's pixels at its place in the layout (x, y, width, height in the layout's units): raw
// RGBA of the given size, or an encoded image (PNG) that sharp reads as it is. A HiDPI screen's
// pixels outnumber its layout size; each is scaled to its place.
const monitorScreens = async () => {
  const { Monitor } = await import('node-screenshots');
  return Monitor.all().map((monitor) => {
    const image = monitor.captureImageSync();
    return {
      x: monitor.x(),
      y: monitor.y(),
      width: monitor.width(),
      height: monitor.height(),
      data: image.toRawSync(false),
      raw: { width: image.width, height: image.height },
    };
  });
};

const grimScreens = async (sharp) => {
  const { stdout } = await promisify(execFile)('grim', ['-t', 'png', '-'], {
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 10_000,
  });
  const { width = 1, height = 1 } = await sharp(stdout).metadata();
  return [{ x: 0, y: 0, width, height, data: stdout }];
};

const inputOf = (sharp, screen) =>
  screen.raw ? sharp(screen.data, { raw: { ...screen.raw, channels: 4 } }) : sharp(screen.data);

// spec B §3: blurred mode blurs ON THE DEVICE, so an unblurred picture of the screen never leaves it.
const compose = async (sharp, screens, { isBlurred, maxWidth = SCREENSHOT_MAX_WIDTH }) => {
  const [first] = screens;
  if (!first) throw new Error('no screen to capture');
  const left = Math.min(...screens.map((screen) => screen.x));
  const top = Math.min(...screens.map((screen) => screen.y));
  const right = Math.max(...screens.map((screen) => screen.x + screen.width));
  const bottom = Math.max(...screens.map((screen) => screen.y + screen.height));
  const scale = Math.min(1, maxWidth / (right - left));
  const width = Math.max(1, Math.round((right - left) * scale));
  const height = Math.max(1, Math.round((bottom - top) * scale));

  let picture;
  if (screens.length === 1) {
    picture = inputOf(sharp, first).resize(width, height, { fit: 'fill' });
  } else {
    // Each screen is shrunk before it is placed, so the full-size desktop never sits in memory whole.
    const layers = [];
    for (const screen of screens) {
      const x = Math.min(width - 1, Math.round((screen.x - left) * scale));
      const y = Math.min(height - 1, Math.round((screen.y - top) * scale));
      const { data, info } = await inputOf(sharp, screen)
        .resize(
          Math.max(1, Math.min(width - x, Math.round(screen.width * scale))),
          Math.max(1, Math.min(height - y, Math.round(screen.height * scale))),
          { fit: 'fill' },
        )
        .raw()
        .toBuffer({ resolveWithObject: true });
      layers.push({
        input: data,
        raw: { width: info.width, height: info.height, channels: info.channels },
        left: x,
        top: y,
      });
    }
    const canvas = await sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .composite(layers)
      .raw()
      .toBuffer({ resolveWithObject: true });
    picture = sharp(canvas.data, { raw: canvas.info });
  }
  if (isBlurred) picture = picture.blur(DEVICE_BLUR_SIGMA);
  return picture.jpeg({ quality: JPEG_QUALITY }).toBuffer();
};

const runJob = async (job) => {
  if (job.count) {
    const { Monitor } = await import('node-screenshots');
    return Buffer.from(String(Monitor.all().length));
  }
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  if (job.blur) {
    const image = await readStdin();
    return sharp(image).blur(DEVICE_BLUR_SIGMA).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  }
  const screens = job.screens === 'grim' ? await grimScreens(sharp) : await monitorScreens();
  return compose(sharp, screens, job);
};

try {
  const output = await runJob(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(output, () => process.exit(0));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
