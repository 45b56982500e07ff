// The browser app's zod set-up (no JIT, plain messages), so the components are tested as they run.
import '../app/zod-config';
import { createRequire } from 'node:module';
import { cleanup, renderHook } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';

// happy-dom's own handle on the window: a download link clicked in a test navigates the window
// (to a blob: address), and later files would resolve their relative URLs against it. Plain-logic
// files run without a window.
type HappyDomWindow = Window & { happyDOM: { setURL: (url: string) => void } };
const happyDomWindow = typeof window === 'undefined' ? undefined : (window as unknown as HappyDomWindow);
const startUrl = happyDomWindow?.location.href;

// happy-dom prints an element's outerHTML for toString(), where a browser says `[object
// HTMLDivElement]`. Popper.js (MUI's Autocomplete and Tooltip) calls toString() on elements to tell a
// window from an element, several times per update: serialising the whole subtree each time cost a
// form test about a tenth of its time.
if (typeof window !== 'undefined') {
  window.Element.prototype.toString = function elementName(this: Element) {
    return `[object ${this.constructor.name}]`;
  };
}

// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup;
// without this, screens rendered by one test leak into the next (and, as files share a worker,
// into the next file), as would a stubbed fetch, fake timers or what the app's own query client
// cached (the API client writes the session there when an answer says 401).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
  if (happyDomWindow && startUrl && happyDomWindow.location.href !== startUrl)
    happyDomWindow.happyDOM.setURL(startUrl);
});

// Emotion inserts one <style> element per rule into the document's head and keeps it for as long as
// its cache lives: here, the worker's whole run, as files share a window. By the last files the head
// held ~3,000 of them, and happy-dom's getComputedStyle (which Testing Library's role and name queries
// and user-event's pointer check call for every element they look at) walks every rule: 50 calls
// went from 3 ms to 1 s. Each file starts with an empty head; its screens insert what they use again.
// The cache is MUI's own: MUI is loaded by Node, not through Vite, so an `import` of @emotion/react
// here (resolved with the browser conditions) would be a second copy with a cache of its own.
type EmotionCache = { sheet: { flush: () => void }; inserted: Record<string, unknown> };
const emotionReact = createRequire(import.meta.url)('@emotion/react') as {
  __unsafe_useEmotionCache: () => EmotionCache;
};
afterAll(() => {
  if (typeof document === 'undefined') return;
  const { result, unmount } = renderHook(() => emotionReact.__unsafe_useEmotionCache());
  const emotionCache = result.current;
  unmount();
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
});
