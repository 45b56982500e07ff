// The part of the pure-JavaScript `x11` package (it ships no types) that the X11 backend uses.
declare module 'x11' {
  type Callback<T> = (error: Error | null, value: T) => unknown;

  export type PropertyReply = { type: number; format: number; bytesAfter: number; data: Buffer };
  export type ScreenSaverInfo = { state: number; idle: number };
  export type ScreenSaverExtension = {
    QueryInfo(drawable: number, callback: Callback<ScreenSaverInfo>): void;
  };

  // RECORD: a context on a connection of its own streams the recorded events as replies.
  export type RecordReply = { category: number; data: Buffer };
  export type RecordExtension = {
    CS: { AllClients: number };
    Category: { FromServer: number };
    CreateContext(
      context: number,
      elementHeader: number,
      clientSpecs: number[],
      ranges: { deviceEvents: { first: number; last: number } }[],
    ): void;
    EnableContext(context: number, onData: (reply: RecordReply) => void, callback: Callback<unknown>): void;
  };

  export type XClient = {
    atoms: Record<string, number>;
    InternAtom(onlyIfExists: boolean, name: string, callback: Callback<number>): void;
    GetProperty(
      deleteProperty: number,
      window: number,
      property: number,
      type: number,
      longOffset: number,
      longLength: number,
      callback: Callback<PropertyReply>,
    ): void;
    AllocID(): number;
    require(extension: 'screen-saver', callback: Callback<ScreenSaverExtension>): void;
    require(extension: 'record', callback: Callback<RecordExtension>): void;
    on(event: 'error', listener: (error: Error) => void): void;
    on(event: 'end', listener: () => void): void;
    terminate(): void;
    stream: { destroy(): void };
  };

  export type XDisplay = { client: XClient; screen: { root: number }[] };

  export function createClient(options: { display?: string }, callback: Callback<XDisplay>): XClient;
}
