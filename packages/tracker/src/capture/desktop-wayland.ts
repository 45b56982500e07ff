import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { MessageBus } from 'dbus-next';
import type { DesktopBackend, FocusedWindow } from './desktop-backend';
import { available, type Capability, unavailable } from './desktop-capabilities';
import { type ScreenshotOptions, takeScreenshot } from './desktop-screenshot';

// Linux Wayland. A Wayland compositor shows an application nothing of other applications' windows or
// input, so each desktop is asked through what it offers itself: sway through its IPC (`swaymsg`) and
// `grim` (wlroots screencopy); GNOME through its session bus (Mutter's IdleMonitor, and the "Focused
// Window D-Bus" shell extension for the active window); idle time on sway, KDE Plasma and other
// compositors with the ext-idle-notify protocol through `swayidle`. What a desktop does not offer is
// reported as not supported, never guessed (the X11 view through XWayland would see only X clients).

const run = promisify(execFile);
const CALL_TIMEOUT_MS = 3000;
const NO_INPUT = 'Wayland lets no application count input outside its own windows';

type SwayNode = {
  type?: string;
  focused?: boolean;
  name?: string | null;
  app_id?: string | null;
  window_properties?: { class?: string };
  nodes?: SwayNode[];
  floating_nodes?: SwayNode[];
};

// The focused container of `swaymsg -t get_tree`, or null when an empty workspace has the focus.
export const focusedSwayWindow = (tree: SwayNode): FocusedWindow | null => {
  const pending = [tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.focused) {
      if (node.type !== 'con' && node.type !== 'floating_con') return null;
      return { app: node.app_id ?? node.window_properties?.class ?? '', title: node.name ?? '' };
    }
    pending.push(...(node.nodes ?? []), ...(node.floating_nodes ?? []));
  }
  return null;
};

// `swayidle` runs the command of a timeout after that long without input and the resume command at
// the next input; with a one-second timeout its output tells when input stopped, to the second.
const watchIdle = (): Promise<{
  capability: Capability;
  idleMilliseconds?: () => Promise<number>;
  stop: () => void;
}> =>
  new Promise((resolve) => {
    const child = spawn('swayidle', ['timeout', '1', 'echo idle', 'resume', 'echo active'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let idleSince: number | null = null;
    let isRunning = true;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line === 'idle') idleSince = Date.now() - 1000;
        if (line === 'active') idleSince = null;
      }
    });
    child.once('error', (error) => {
      isRunning = false;
      resolve({ capability: unavailable(`swayidle: ${error.message} (install swayidle)`), stop: () => {} });
    });
    child.once('exit', () => {
      isRunning = false;
    });
    child.once('spawn', () =>
      resolve({
        capability: available('swayidle (the ext-idle-notify protocol)'),
        idleMilliseconds: async () => {
          if (!isRunning) throw new Error('swayidle stopped');
          return idleSince === null ? 0 : Date.now() - idleSince;
        },
        stop: () => child.kill(),
      }),
    );
  });

const probe = async <T>(
  what: () => Promise<T>,
  ok: (value: T) => Capability,
  fail: (error: Error) => Capability,
) => {
  try {
    return ok(await what());
  } catch (error) {
    return fail(error as Error);
  }
};

const openSway = async (): Promise<DesktopBackend> => {
  const readTree = async () =>
    JSON.parse(
      (
        await run('swaymsg', ['-t', 'get_tree', '-r'], {
          timeout: CALL_TIMEOUT_MS,
          maxBuffer: 16 * 1024 * 1024,
        })
      ).stdout,
    ) as SwayNode;
  const activeWindow = await probe(
    readTree,
    () => available('sway IPC (swaymsg)'),
    (error) => unavailable(`swaymsg: ${error.message}`),
  );
  const screenshots = await probe(
    () => run('grim', ['-h'], { timeout: CALL_TIMEOUT_MS }),
    () => available('grim (wlroots screencopy)'),
    (error) => unavailable(`grim: ${error.message} (install grim)`),
  );
  const idle = await watchIdle();
  return {
    desktop: 'sway (Wayland)',
    capabilities: { activeWindow, idle: idle.capability, inputCounts: unavailable(NO_INPUT), screenshots },
    ...(activeWindow.available ? { activeWindow: async () => focusedSwayWindow(await readTree()) } : {}),
    ...(idle.idleMilliseconds ? { idleMilliseconds: idle.idleMilliseconds } : {}),
    ...(screenshots.available
      ? { captureScreenshot: (options: ScreenshotOptions) => takeScreenshot('grim', options) }
      : {}),
    close: async () => idle.stop(),
  };
};

type GnomeFocusedWindow = { title?: string; wm_class?: string; wm_class_instance?: string };

const openGnome = async (): Promise<DesktopBackend> => {
  let bus: MessageBus | null = null;
  try {
    // Loaded here only: the other desktops never need it.
    const { sessionBus } = await import('dbus-next');
    bus = sessionBus();
  } catch {}
  const call = async (service: string, path: string, iface: string, method: string) => {
    if (!bus) throw new Error('no session bus');
    const object = await bus.getProxyObject(service, path);
    const handler = object.getInterface(iface)[method];
    if (!handler) throw new Error(`${iface}.${method} is missing`);
    return (await handler()) as unknown;
  };
  const readIdle = async () =>
    Number(
      await call(
        'org.gnome.Mutter.IdleMonitor',
        '/org/gnome/Mutter/IdleMonitor/Core',
        'org.gnome.Mutter.IdleMonitor',
        'GetIdletime',
      ),
    );
  const readWindow = async (): Promise<FocusedWindow | null> => {
    try {
      const text = await call(
        'org.gnome.Shell',
        '/org/gnome/shell/extensions/FocusedWindow',
        'org.gnome.shell.extensions.FocusedWindow',
        'Get',
      );
      const window = JSON.parse(String(text)) as GnomeFocusedWindow;
      return { app: window.wm_class ?? window.wm_class_instance ?? '', title: window.title ?? '' };
    } catch (error) {
      // The extension answers with an error while no window has the focus.
      if (/no window/i.test((error as Error).message)) return null;
      throw error;
    }
  };
  const idle = await probe(
    readIdle,
    () => available("GNOME Mutter's IdleMonitor (session bus)"),
    (error) => unavailable(`GNOME IdleMonitor: ${error.message}`),
  );
  const activeWindow = await probe(
    readWindow,
    () => available('the GNOME Shell extension "Focused Window D-Bus"'),
    () =>
      unavailable(
        'GNOME on Wayland shows the active window only through the shell extension "Focused Window D-Bus": install it to track windows',
      ),
  );
  return {
    desktop: 'GNOME (Wayland)',
    capabilities: {
      activeWindow,
      idle,
      inputCounts: unavailable(NO_INPUT),
      screenshots: unavailable(
        'not supported on this desktop: GNOME on Wayland lets only its own tools take screenshots without asking',
      ),
    },
    ...(activeWindow.available ? { activeWindow: readWindow } : {}),
    ...(idle.available ? { idleMilliseconds: readIdle } : {}),
    close: async () => bus?.disconnect(),
  };
};

// KDE Plasma and other compositors: idle time where the compositor speaks ext-idle-notify (KWin does),
// nothing else.
const openOther = async (desktopName: string): Promise<DesktopBackend> => {
  const idle = await watchIdle();
  const notSupported = unavailable(`not supported on this desktop (${desktopName} on Wayland)`);
  return {
    desktop: `${desktopName} (Wayland)`,
    capabilities: {
      activeWindow: notSupported,
      idle: idle.capability,
      inputCounts: unavailable(NO_INPUT),
      screenshots: notSupported,
    },
    ...(idle.idleMilliseconds ? { idleMilliseconds: idle.idleMilliseconds } : {}),
    close: async () => idle.stop(),
  };
};

export const openWaylandBackend = (env: NodeJS.ProcessEnv): Promise<DesktopBackend> => {
  const desktopName = env.XDG_CURRENT_DESKTOP || env.XDG_SESSION_DESKTOP || 'this compositor';
  if (env.SWAYSOCK || /sway/i.test(desktopName)) return openSway();
  if (/gnome/i.test(desktopName)) return openGnome();
  return openOther(desktopName);
};
