import { API_TOKEN_SCOPES, type ApiTokenArea, type ApiTokenScope } from '@pulse/shared/contracts/api-tokens';

// The one declaration of which scope an API token needs for each operation. An operation's tag names its area; a read (GET) asks for
// `<area>:read`, any other method for `<area>:write`. A route whose tag is missing here fails at
// start-up, so a new module cannot be callable by tokens without someone deciding its area.

// Tokens never reach these: signing in and out, passwords and two-factor sign-in (a token must not
// mint sessions or change credentials), the tokens themselves (a leaked token must not mint more),
// the tracker agent's API and its device sign-in (devices have their own tokens), and sign-up and
// invitations (they make accounts). Health routes are public and need no token.
export const TOKEN_FREE = 'token-free';

export const tagAreas: Record<string, ApiTokenArea | typeof TOKEN_FREE> = {
  health: TOKEN_FREE,
  auth: TOKEN_FREE,
  organization: TOKEN_FREE,
  invitations: TOKEN_FREE,
  tracker: TOKEN_FREE,
  'api-tokens': TOKEN_FREE,
  // A leaked token must not be able to route the organisation's data out to a URL of its choosing.
  webhooks: TOKEN_FREE,
  employees: 'people',
  settings: 'settings',
  payroll: 'payroll',
  activity: 'time',
  productivity: 'time',
  attendance: 'time',
  'manual-time': 'time',
  timesheets: 'time',
  leaves: 'leaves',
  holidays: 'leaves',
  // Who is away is leave data; a feed's URL is minted with leaves:write and reads what leaves:read does.
  calendar: 'leaves',
  projects: 'projects',
  todos: 'projects',
  policies: 'policies',
  news: 'news',
  dashboard: 'reports',
  'saved-reports': 'reports',
  notifications: 'notifications',
  audit: 'audit',
  assistant: 'assistant',
};

// Any valid token may ask who it acts as, whatever its scopes (a script's first check of its token).
export const ANY_TOKEN = 'any-token';
const anyTokenOperations = new Set(['getMe']);

export type TokenScope = ApiTokenScope | typeof ANY_TOKEN | typeof TOKEN_FREE;

const isScope = (scope: string): scope is ApiTokenScope => (API_TOKEN_SCOPES as string[]).includes(scope);

export const tokenScopeOf = (operation: {
  method: string;
  operationId: string;
  tags: string[];
}): TokenScope => {
  if (anyTokenOperations.has(operation.operationId)) return ANY_TOKEN;
  const [tag, ...others] = operation.tags;
  if (!tag || others.length > 0)
    throw new Error(`${operation.operationId} must have exactly one tag to be given a token scope`);
  const area = tagAreas[tag];
  if (!area) throw new Error(`${operation.operationId}: tag '${tag}' has no entry in lib/token-scopes.ts`);
  if (area === TOKEN_FREE) return TOKEN_FREE;
  const scope = `${area}:${operation.method === 'GET' || operation.method === 'HEAD' ? 'read' : 'write'}`;
  // An area declared read-only (the audit trail) has no write scope: a write route there is a bug.
  if (!isScope(scope)) throw new Error(`${operation.operationId} would need '${scope}', which is no scope`);
  return scope;
};
