import { available, type Capability, unavailable } from './desktop-capabilities';
import { countScreens, type ScreenshotOptions, takeScreenshot } from './desktop-screenshot';

export type ScreenCapture = {
  capability: Capability;
  captureScreenshot?: (options: ScreenshotOptions) => Promise<Uint8Array>;
};

// Every screen through `node-screenshots` (napi-rs, prebuilt for Linux, macOS and Windows in the
// registry; its errors are exceptions, never a crash): on X11 one GetImage per monitor, on macOS
// CoreGraphics (needs the Screen Recording permission, without which it shows only the wallpaper),
// on Windows DXGI/GDI. Chosen over `screenshot-desktop`, which on Linux runs ImageMagick's `import`
// per picture (an extra package to install and a process per capture). Both the probe and each
// capture run in the screenshot process, so the agent never loads it (see desktop-screenshot.ts).
export const openScreenCapture = async (platformName: string, note = ''): Promise<ScreenCapture> => {
  try {
    const count = await countScreens();
    if (count === 0) return { capability: unavailable(`${platformName}: no screen found`) };
    return {
      capability: available(`${platformName}: ${count} screen${count === 1 ? '' : 's'}${note}`),
      captureScreenshot: (options) => takeScreenshot('monitors', options),
    };
  } catch (error) {
    return { capability: unavailable(`${platformName}: ${(error as Error).message}`) };
  }
};
