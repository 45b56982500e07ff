// spec A §9 / B §9: inactivity logout after 30 minutes (1,800,000 ms) without mouse or key.
export const INACTIVITY_TIMEOUT_MS = 1_800_000;

// The server enforces the same idle limit, sliding on each request.
export const SESSION_IDLE_MS = INACTIVITY_TIMEOUT_MS;
// Absolute lifetime: 12 hours, or 30 days when "Remember me" is ticked (the spec leaves its effect open).
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;
// Redirect to /dashboard after a successful sign-in (spec A §4).
export const SIGN_IN_REDIRECT_MS = 2000;
