import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every picture is taken and encoded in a short-lived process (desktop-screenshot-child.mjs): loading
// sharp (libvips) and node-screenshots, and a 1920×1080 capture, would lift the agent's resident
// memory by some 20 MB for good, against its goal of at most 120 MB, for one picture in ten minutes.
const CHILD_TIMEOUT_MS = 30_000;
// Found from the package's root: this module runs from src/capture/ or bundled into dist/.
const packageRoot = () => {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, 'package.json')) && directory !== dirname(directory))
    directory = dirname(directory);
  return directory;
};
const CHILD = join(packageRoot(), 'src', 'capture', 'desktop-screenshot-child.mjs');

export type ScreenshotOptions = { isBlurred: boolean; maxWidth?: number };
// Where the child takes the screens from: node-screenshots (X11, macOS, Windows) or `grim` (sway).
export type ScreenGrabber = 'monitors' | 'grim';

// Runs one job of the child; a non-zero exit or a child that hangs is an error with its reason.
const runChild = (job: object, input?: Uint8Array) =>
  new Promise<Buffer>((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(job)], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: CHILD_TIMEOUT_MS,
    });
    const output: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString()}`.slice(-2000);
    });
    // A child that exits before reading its input closes the pipe: its exit says why.
    child.stdin.on('error', () => {});
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(output));
      const reason = stderr.trim().split('\n').filter(Boolean).at(-1);
      reject(
        new Error(
          signal === 'SIGTERM' && !reason
            ? `the screenshot process did not finish within ${CHILD_TIMEOUT_MS / 1000} s`
            : (reason ?? `the screenshot process exited with ${code ?? signal}`),
        ),
      );
    });
    child.stdin.end(input);
  });

// Takes the screens and returns the picture to queue: all screens as laid out, downscaled to at most
// 1280 px wide, JPEG; spec B §3: blurred mode blurs ON THE DEVICE, so an unblurred picture of the
// screen never leaves it.
export const takeScreenshot = async (grabber: ScreenGrabber, options: ScreenshotOptions) =>
  new Uint8Array(await runChild({ screens: grabber, ...options }));

// A picture taken before Settings switched to Blurred is blurred before it is queued.
export const blurScreenshot = async (image: Uint8Array) =>
  new Uint8Array(await runChild({ blur: true }, image));

// How many screens node-screenshots sees (the capabilities probe).
export const countScreens = async () => Number((await runChild({ count: true })).toString());
