import { installPlainMessages } from '@pulse/shared/contracts/plain-messages';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup;
// without this, screens rendered by one test leak into the next.
afterEach(cleanup);

// As the app's providers do at start.
installPlainMessages();
