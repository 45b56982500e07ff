// The browser app's zod set-up (no JIT, plain messages), so the components are tested as they run.
import '../app/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup;
// without this, screens rendered by one test leak into the next (and, as files share a worker,
// into the next file), as would a stubbed fetch or fake timers.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
