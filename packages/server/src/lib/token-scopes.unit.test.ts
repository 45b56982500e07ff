import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TOKEN_SCOPES } from '@pulse/shared/contracts/api-tokens';
import { describe, expect, it } from 'vitest';
import { serverPackageRoot } from './package-root';
import { ANY_TOKEN, TOKEN_FREE, tagAreas, tokenScopeOf } from './token-scopes';

// The committed document (app.test.ts proves it is the one the app serves): every tag it holds has a
// row in the scope table, and what it tells integrators is what the table says.
type Operation = { operationId: string; tags: string[]; security: Record<string, string[]>[] };
const document = JSON.parse(readFileSync(join(serverPackageRoot, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(document.paths).flatMap((item) =>
  Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), operation })),
);

describe('the API token scope table', () => {
  it.each([
    ['GET', 'leaves', 'listMyLeaves', 'leaves:read'],
    ['POST', 'leaves', 'applyLeave', 'leaves:write'],
    ['DELETE', 'holidays', 'deleteHoliday', 'leaves:write'],
    ['PUT', 'employees', 'updateEmployee', 'people:write'],
    ['GET', 'timesheets', 'listTimesheets', 'time:read'],
    ['PATCH', 'settings', 'updateSomething', 'settings:write'],
    ['GET', 'saved-reports', 'listSavedReports', 'reports:read'],
    ['GET', 'audit', 'listAuditEvents', 'audit:read'],
    ['GET', 'auth', 'getMe', ANY_TOKEN],
    ['GET', 'auth', 'getMyTwoFactor', TOKEN_FREE],
    ['POST', 'tracker', 'uploadActivityBatch', TOKEN_FREE],
    ['POST', 'api-tokens', 'createApiToken', TOKEN_FREE],
    ['POST', 'webhooks', 'createWebhook', TOKEN_FREE],
    ['GET', 'webhooks', 'listWebhookDeliveries', TOKEN_FREE],
    ['POST', 'organization', 'signUpOrganization', TOKEN_FREE],
  ])('%s with tag %s (%s) asks for %s', (method, tag, operationId, scope) => {
    expect(tokenScopeOf({ method, operationId, tags: [tag] })).toBe(scope);
  });

  it.each([
    ['an unknown tag', 'POST', ['integrations']],
    ['no tag', 'GET', []],
    ['two tags', 'GET', ['leaves', 'projects']],
    ['a write to a read-only area', 'POST', ['audit']],
  ])('refuses %s at start-up', (_, method, tags) => {
    expect(() => tokenScopeOf({ method, operationId: 'doThing', tags })).toThrow();
  });

  it('covers every tag of the document, and each operation documents the scope the table gives it', () => {
    for (const { method, operation } of operations) {
      for (const tag of operation.tags) expect(tagAreas, `tag ${tag}`).toHaveProperty([tag]);
      const token = operation.security.find((scheme) => scheme.apiToken);
      if (!operation.security.some((scheme) => scheme.sessionCookie)) {
        expect(token, operation.operationId).toBeUndefined();
        continue;
      }
      const scope = tokenScopeOf({ method, operationId: operation.operationId, tags: operation.tags });
      const expected = scope === TOKEN_FREE ? undefined : scope === ANY_TOKEN ? [] : [scope];
      expect(token?.apiToken, operation.operationId).toEqual(expected);
    }
  });

  it('offers no scope that no operation asks for', () => {
    const used = new Set(
      operations.flatMap(({ operation }) => operation.security.flatMap((s) => s.apiToken ?? [])),
    );
    expect([...API_TOKEN_SCOPES].filter((scope) => !used.has(scope))).toEqual([]);
  });
});
