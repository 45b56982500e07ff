import { vi } from 'vitest';

// MUI's useMediaQuery asks matchMedia; a phone is any width below 600 px. Undone by
// vi.restoreAllMocks().
export const onPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
