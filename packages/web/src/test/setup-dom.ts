// The browser app's zod set-up (no JIT, plain messages), so the components are tested as they run.
import '../app/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';

// happy-dom's own handle on the window: a download link clicked in a test navigates the window
// (to a blob: address), and later files would resolve their relative URLs against it. Plain-logic
// files run without a window.
type HappyDomWindow = Window & { happyDOM: { setURL: (url: string) => void } };
const happyDomWindow = typeof window === 'undefined' ? undefined : (window as unknown as HappyDomWindow);
const startUrl = happyDomWindow?.location.href;

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
