// The security headers every answer carries, written out once (hardening: per-request overhead).
// They used to come from @fastify/helmet, which rebuilt them and re-parsed the policy below on every
// request; these are the very headers it sent with Pulse's options, so nothing changed for browsers.

// Content-Security-Policy the web app passes: scripts only from our origin (no inline handlers
// either); styles allow inline because MUI (emotion) injects <style> tags at run time; nothing may
// frame a page. No upgrade-insecure-requests: over plain HTTP on localhost it would break the app.
const contentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  // Another site's window or fetch gets no handle on our pages or answers.
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // For browsers older than frame-ancestors.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; '0' turns it off where it still exists.
  'x-xss-protection': '0',
} as const;

// HSTS over HTTPS only: over plain HTTP it means nothing, and on localhost it would pin every other
// local development server to HTTPS.
export const httpsSecurityHeaders = {
  ...securityHeaders,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;
