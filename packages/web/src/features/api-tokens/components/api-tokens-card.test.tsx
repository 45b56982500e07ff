import type { ApiToken, CreateApiTokenBody } from '@pulse/shared/contracts/api-tokens';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { apiTokenUiTexts as texts } from './api-token-texts';
import { ApiTokensCard } from './api-tokens-card';

const owner = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', name: 'Rahul Mehta' };
const sync: ApiToken = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  name: 'Payroll sync',
  kind: 'personal',
  prefix: 'pulse_AbCd12',
  scopes: ['leaves:read', 'time:read'],
  owner,
  expiresAt: '2026-06-01T09:00:00.000Z',
  lastUsedAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
};
const secret = `pulse_${'Q'.repeat(43)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCard = (isAdministrator: boolean) => {
  const posted: CreateApiTokenBody[] = [];
  const fetchMock = stubFetch({
    'GET /api/v1/me/api-tokens': () => ({ body: listPageOf([sync]) }),
    'GET /api/v1/organization/api-tokens': () => ({ body: listPageOf([]) }),
    'POST /api/v1/api-tokens': (body) => {
      posted.push(body as CreateApiTokenBody);
      return {
        status: 201,
        body: { ...sync, id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c22', name: 'BI', secret },
      };
    },
    [`POST /api/v1/api-tokens/${sync.id}/revoke`]: { status: 204 },
  });
  return {
    ...renderWithProviders(<ApiTokensCard isAdministrator={isAdministrator} timeZone="UTC" />),
    posted,
    fetchMock,
  };
};

describe('ApiTokensCard', { timeout: 20_000 }, () => {
  it('lists the tokens with prefix, scopes and expiry, and creates one whose secret is shown once', async () => {
    const { user, posted } = renderCard(false);
    const list = await screen.findByRole('list', { name: texts.personalHeading });
    expect(within(list).getByText('pulse_AbCd12…')).toBeTruthy();
    expect(within(list).getByText('leaves:read, time:read')).toBeTruthy();
    expect(screen.queryByText(texts.organizationHeading)).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.create }));
    const dialog = await screen.findByRole('dialog', { name: texts.createTitle });
    expect(within(dialog).queryByLabelText(texts.kindLabel)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText('Please choose at least one scope.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: texts.nameLabel }), 'BI');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leaves and holidays: Read' }));
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText(secret)).toBeTruthy();
    expect(posted).toEqual([{ name: 'BI', kind: 'personal', scopes: ['leaves:read'], expiresInDays: 90 }]);
  });

  it('revokes a token after asking', async () => {
    const { user, fetchMock } = renderCard(true);
    expect(await screen.findByRole('list', { name: texts.personalHeading })).toBeTruthy();
    expect(screen.getByText(texts.organizationHeading)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `${texts.revoke} ${sync.name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(texts.revokeQuestion(sync.name))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: texts.revoke }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v1/api-tokens/${sync.id}/revoke`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
