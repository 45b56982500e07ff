import type { DesktopCapabilities } from './desktop-capabilities';
import type { ScreenshotOptions } from './desktop-screenshot';

// The focused window as the desktop names it: the application (WM_CLASS, app id or process name) and
// the window title; a URL where the platform reports one (the source also looks for one in the title).
export type FocusedWindow = { app: string; title: string; url?: string | null };

export type InputKind = 'key' | 'click' | 'other';

// One platform's way of observing the desktop. A method is present only when its capability is
// available; the desktop source polls what is there and leaves the rest alone.
export type DesktopBackend = {
  desktop: string;
  capabilities: DesktopCapabilities;
  // The window that has the keyboard focus now, or null (none, or the desktop itself).
  activeWindow?: () => Promise<FocusedWindow | null>;
  // Milliseconds since the last keyboard or mouse input.
  idleMilliseconds?: () => Promise<number>;
  // Input events as they happen: kinds only, never which key or where.
  onInput?: (listener: (kind: InputKind) => void) => void;
  // The screenshot to queue: every screen at its place in the layout, encoded (and blurred) by the
  // screenshot process (desktop-screenshot.ts).
  captureScreenshot?: (options: ScreenshotOptions) => Promise<Uint8Array>;
  close: () => Promise<void>;
};
