import type { DesktopBackend, FocusedWindow } from './desktop-backend';
import { available, type Capability, unavailable } from './desktop-capabilities';
import { openInputHook } from './desktop-input-hook';
import { openScreenCapture } from './desktop-screens';
import { openWaylandBackend } from './desktop-wayland';
import { openX11Session } from './desktop-x11';

export type DesktopEnvironment = { env: NodeJS.ProcessEnv; platform: NodeJS.Platform };

const here = (): DesktopEnvironment => ({ env: process.env, platform: process.platform });

// Whether `pulse-tracker run` has a desktop to watch: a graphical session on Linux (X11 or Wayland),
// or macOS / Windows (where a user's agent always runs in their session).
export const hasDesktopSession = ({ env, platform }: DesktopEnvironment = here()) =>
  platform === 'darwin' || platform === 'win32' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);

const nothing = (reason: string) => {
  const none = unavailable(reason);
  return { activeWindow: none, idle: none, inputCounts: none, screenshots: none };
};

const openX11Backend = async (display: string): Promise<DesktopBackend> => {
  const desktop = `Linux X11 (DISPLAY=${display})`;
  const session = await openX11Session(display).catch((error: Error) => error);
  if (session instanceof Error)
    return {
      desktop,
      capabilities: nothing(`cannot connect to X display ${display}: ${session.message}`),
      close: async () => {},
    };
  const screens = await openScreenCapture(`X11 ${display}`);
  return {
    desktop,
    capabilities: {
      activeWindow: session.activeWindow,
      idle: session.idle,
      inputCounts: session.inputCounts,
      screenshots: screens.capability,
    },
    ...(session.activeWindow.available ? { activeWindow: session.readActiveWindow } : {}),
    ...(session.idle.available ? { idleMilliseconds: session.readIdleMilliseconds } : {}),
    ...(session.inputCounts.available ? { onInput: session.onInput } : {}),
    ...(screens.captureScreenshot ? { captureScreenshot: screens.captureScreenshot } : {}),
    close: async () => session.close(),
  };
};

// macOS and Windows: the focused window from node-screenshots' window list (its prebuilt binaries
// come from the registry; get-windows would need a download on Windows and a process per look on
// macOS), input counts and idle time from the input hook, the screens from node-screenshots.
// Untested here (no such machine): every part reports its own failure and the rest keeps going.
const openNativeBackend = async (platformName: string, screenNote: string): Promise<DesktopBackend> => {
  let activeWindow: Capability;
  let readActiveWindow: (() => Promise<FocusedWindow | null>) | undefined;
  try {
    const { Window } = await import('node-screenshots');
    readActiveWindow = async () => {
      const focused = Window.all().find((window) => window.isFocused());
      return focused ? { app: focused.appName(), title: focused.title() } : null;
    };
    await readActiveWindow();
    activeWindow = available(`${platformName}: the system's window list${screenNote}`);
  } catch (error) {
    activeWindow = unavailable(`${platformName}: ${(error as Error).message}`);
    readActiveWindow = undefined;
  }
  const hook = await openInputHook(platformName);
  const screens = await openScreenCapture(platformName, screenNote);
  return {
    desktop: platformName,
    capabilities: {
      activeWindow,
      idle: hook.capability,
      inputCounts: hook.capability,
      screenshots: screens.capability,
    },
    ...(readActiveWindow ? { activeWindow: readActiveWindow } : {}),
    ...(hook.idleMilliseconds ? { idleMilliseconds: hook.idleMilliseconds } : {}),
    ...(hook.onInput ? { onInput: hook.onInput } : {}),
    ...(screens.captureScreenshot ? { captureScreenshot: screens.captureScreenshot } : {}),
    close: async () => hook.close(),
  };
};

// The capabilities probe: the backend of the desktop this process runs in, each capability available
// or not with the reason.
export const openDesktopBackend = async (
  { env, platform }: DesktopEnvironment = here(),
): Promise<DesktopBackend> => {
  if (platform === 'darwin') return openNativeBackend('macOS', ' (needs the Screen Recording permission)');
  if (platform === 'win32') return openNativeBackend('Windows', '');
  // Under Wayland, DISPLAY is XWayland's, which sees only X clients: Wayland's own ways come first.
  if (env.WAYLAND_DISPLAY) return openWaylandBackend(env);
  if (env.DISPLAY) return openX11Backend(env.DISPLAY);
  return {
    desktop: 'no desktop session',
    capabilities: nothing('no desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set)'),
    close: async () => {},
  };
};
