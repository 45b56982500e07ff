// The one Node API the DOM setup uses (setup-dom.ts, to reach MUI's own Emotion). The web program
// has no Node types otherwise, so browser code cannot reach for Buffer or process by mistake.
declare module 'node:module' {
  export const createRequire: (path: string) => (id: string) => unknown;
}
