import { installPlainMessages } from '@pulse/shared/contracts/plain-messages';
import { z } from 'zod';

// Hardening (no CSP violation): zod compiles object parsers with `new Function`, and probing whether it
// may already breaks the page's CSP (script-src 'self', no unsafe-eval), so it must be told before the
// first schema is built, not merely before the first parse. main.tsx imports this module first.
z.config({ jitless: true });
// Forms validate with the shared schemas: their messages in plain words, as the API gives them.
installPlainMessages();
