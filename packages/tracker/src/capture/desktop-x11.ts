import { readFile } from 'node:fs/promises';
import {
  createClient,
  type PropertyReply,
  type RecordExtension,
  type ScreenSaverExtension,
  type XClient,
  type XDisplay,
} from 'x11';
import type { FocusedWindow, InputKind } from './desktop-backend';
import { available, type Capability, unavailable } from './desktop-capabilities';

// Linux X11 through `x11`, a pure-JavaScript client of the X protocol: one socket kept open for the
// agent's life, a few property reads a second, no helper process spawned per look (xprop would cost
// a fork a second) and no native code. Any window manager that follows EWMH (sets
// _NET_ACTIVE_WINDOW on the root window: GNOME on Xorg, KDE, Xfce, Cinnamon, MATE, openbox, i3…)
// gives the active window; the MIT-SCREEN-SAVER extension, present in every X server, gives idle time;
// the RECORD extension (on by default in Xorg and Xvfb) counts key presses and button presses. The
// native input hook (uiohook-napi) would count the same through RECORD, but it aborts the whole
// process when its start fails (no RECORD, display gone), which a background agent cannot afford.

const BAD_WINDOW = 3;
// Core device events: KeyPress 2, KeyRelease 3, ButtonPress 4. Buttons 4–7 are the scroll wheel.
const KEY_PRESS = 2;
const BUTTON_PRESS = 4;
const WHEEL_BUTTONS = new Set([4, 5, 6, 7]);
const EVENT_BYTES = 32;
const ANY_TYPE = 0;
// Titles longer than this (in 32-bit units) are cut by the server; the contract keeps 1000 characters.
const MAX_PROPERTY_LONGS = 1024;

type Callback<T> = (error: Error | null, value: T) => unknown;

// The x11 package reports an error to the request's callback, and to the client's 'error' event
// unless the callback returns true.
const request = <T>(send: (callback: Callback<T>) => void) =>
  new Promise<T>((resolve, reject) =>
    send((error, value) => {
      if (error) reject(error);
      else resolve(value);
      return true;
    }),
  );

const connect = (display: string) =>
  new Promise<XDisplay>((resolve, reject) => {
    const client = createClient({ display }, (error, connected) => {
      if (error) reject(error);
      else resolve(connected);
    });
    // Every request has its callback; what is left is a broken connection, seen by 'end'.
    client.on('error', () => {});
  });

// WM_NAME is STRING (Latin-1) or COMPOUND_TEXT: Latin-1 with escape sequences that switch character
// sets; toolkits put non-Latin text in UTF-8 segments (ESC % G … ESC % @). Other sets are rare in
// titles: their escape sequences are dropped and the bytes read as Latin-1.
export const fromCompoundText = (bytes: Buffer) => {
  const [first = '', ...segments] = bytes.toString('latin1').split('\u001b');
  let text = first;
  let isUtf8 = false;
  for (const segment of segments) {
    // An escape sequence is intermediate bytes (0x20–0x2f) and a final byte (0x30–0x7e).
    const sequence = /^[\x20-\x2f]*[\x30-\x7e]/.exec(segment)?.[0] ?? '';
    if (sequence) isUtf8 = sequence === '%G';
    const rest = segment.slice(sequence.length);
    text += isUtf8 ? Buffer.from(rest, 'latin1').toString('utf8') : rest;
  }
  return text;
};

const windowOf = (reply: PropertyReply) =>
  reply.format === 32 && reply.data.length >= 4 ? reply.data.readUInt32LE(0) : 0;

const atomsOf = (reply: PropertyReply) => {
  const atoms: number[] = [];
  for (let offset = 0; reply.format === 32 && offset + 4 <= reply.data.length; offset += 4)
    atoms.push(reply.data.readUInt32LE(offset));
  return atoms;
};

export type X11Session = {
  activeWindow: Capability;
  idle: Capability;
  inputCounts: Capability;
  readActiveWindow: () => Promise<FocusedWindow | null>;
  readIdleMilliseconds: () => Promise<number>;
  onInput: (listener: (kind: InputKind) => void) => void;
  close: () => void;
};

// Counts, never contents: of each recorded event only its type (and for a button, whether it is the
// wheel) is read; which key it was is never looked at.
const openInputRecording = async (display: string, listener: (kind: InputKind) => void) => {
  const { client } = await connect(display);
  try {
    const record = await request<RecordExtension>((callback) => client.require('record', callback));
    const context = client.AllocID();
    record.CreateContext(
      context,
      0,
      [record.CS.AllClients],
      [{ deviceEvents: { first: KEY_PRESS, last: BUTTON_PRESS } }],
    );
    // The connection now only streams recorded events, until it is closed.
    record.EnableContext(
      context,
      (reply) => {
        if (reply.category !== record.Category.FromServer) return;
        for (let offset = 0; offset + EVENT_BYTES <= reply.data.length; offset += EVENT_BYTES) {
          const type = (reply.data[offset] ?? 0) & 0x7f;
          if (type === KEY_PRESS) listener('key');
          else if (type === BUTTON_PRESS && !WHEEL_BUTTONS.has(reply.data[offset + 1] ?? 0))
            listener('click');
        }
      },
      () => true,
    );
    return client;
  } catch (error) {
    client.terminate();
    throw error;
  }
};

export const openX11Session = async (display: string): Promise<X11Session> => {
  const connection = await connect(display);
  const client: XClient = connection.client;
  const root = connection.screen[0]?.root ?? 0;
  let isClosed = false;
  client.on('end', () => {
    isClosed = true;
  });
  const atom = (name: string) => request<number>((callback) => client.InternAtom(false, name, callback));
  const property = (window: number, name: number, type = ANY_TYPE) =>
    request<PropertyReply>((callback) =>
      client.GetProperty(0, window, name, type, 0, MAX_PROPERTY_LONGS, callback),
    );
  const [activeAtom, supportedAtom, netNameAtom, utf8Atom, pidAtom] = await Promise.all(
    ['_NET_ACTIVE_WINDOW', '_NET_SUPPORTED', '_NET_WM_NAME', 'UTF8_STRING', '_NET_WM_PID'].map(atom),
  );
  const wmClassAtom = client.atoms.WM_CLASS ?? 67;
  const wmNameAtom = client.atoms.WM_NAME ?? 39;

  const text = (reply: PropertyReply) =>
    (reply.type === utf8Atom ? reply.data.toString('utf8') : fromCompoundText(reply.data)).replace(
      /\0+$/,
      '',
    );

  // The process name when a window sets no WM_CLASS (Linux /proc).
  const processName = async (window: number) => {
    const pid = windowOf(await property(window, pidAtom ?? 0));
    if (!pid) return '';
    return (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim();
  };

  const readActiveWindow = async (): Promise<FocusedWindow | null> => {
    if (isClosed) throw new Error('the X server closed the connection');
    const window = windowOf(await property(root, activeAtom ?? 0));
    if (!window) return null;
    try {
      const [wmClass, netName, wmName] = await Promise.all([
        property(window, wmClassAtom),
        property(window, netNameAtom ?? 0),
        property(window, wmNameAtom),
      ]);
      // WM_CLASS is "instance\0Class\0": the class names the application ("firefox", "Code").
      const [instance = '', className = ''] = wmClass.data.toString('latin1').split('\0');
      const app = className || instance || (await processName(window));
      return { app, title: netName.data.length > 0 ? text(netName) : text(wmName) };
    } catch (error) {
      // Closed between reading the root's property and its own: nothing is focused for this look.
      if ((error as { error?: number }).error === BAD_WINDOW) return null;
      throw error;
    }
  };

  const supported = atomsOf(await property(root, supportedAtom ?? 0));
  const activeWindow = supported.includes(activeAtom ?? -1)
    ? available(`X11 ${display}: the window manager's _NET_ACTIVE_WINDOW`)
    : unavailable(
        `X11 ${display}: no window manager publishes the active window (_NET_ACTIVE_WINDOW); start one that does (GNOME, KDE, Xfce, openbox, i3…)`,
      );

  const screenSaver = await request<ScreenSaverExtension>((callback) =>
    client.require('screen-saver', callback),
  ).catch(() => null);
  const readIdleMilliseconds = async () => {
    if (isClosed) throw new Error('the X server closed the connection');
    if (!screenSaver) throw new Error('no MIT-SCREEN-SAVER extension');
    return (await request<{ idle: number }>((callback) => screenSaver.QueryInfo(root, callback))).idle;
  };
  const idle = await readIdleMilliseconds().then(
    () => available(`X11 ${display}: the MIT-SCREEN-SAVER extension's idle time`),
    (error: Error) => unavailable(`X11 ${display}: ${error.message}`),
  );

  // Input events reach the listeners given to onInput; the recording starts here, so the probe knows
  // whether it works.
  const listeners: ((kind: InputKind) => void)[] = [];
  const recording = await openInputRecording(display, (kind) => {
    for (const listener of listeners) listener(kind);
  }).then(
    (recorder) => ({ recorder, capability: available(`X11 ${display}: the RECORD extension (counts only)`) }),
    (error: Error) => ({
      recorder: null,
      capability: unavailable(`X11 ${display}: RECORD: ${error.message}`),
    }),
  );

  return {
    activeWindow,
    idle,
    inputCounts: recording.capability,
    readActiveWindow,
    readIdleMilliseconds,
    onInput: (listener) => {
      listeners.push(listener);
    },
    close: () => {
      if (isClosed) return;
      isClosed = true;
      // terminate() only half-closes the socket; the server would keep streaming recorded events.
      for (const connection of [client, recording.recorder]) {
        connection?.terminate();
        connection?.stream.destroy();
      }
    },
  };
};
