import type { Policy } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { PolicyList } from './policy-list';

const policy = (overrides: Partial<Policy>): Policy => ({
  id: '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60',
  name: 'Leave Policy',
  fileName: 'leave-policy.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1024,
  version: 2,
  updatedAt: '2026-03-02T09:00:00.000Z',
  url: '/api/v1/policies/0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60/content',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PolicyList', () => {
  it('lists the policies by name with their version and date, and no upload for an employee', async () => {
    stubFetch({ 'GET /api/v1/policies': { body: { items: [policy({})] } } });
    renderWithProviders(<PolicyList isAdmin={false} />);
    const table = await screen.findByRole('table', { name: 'Company policies' });
    expect(within(table).getByRole('button', { name: 'Leave Policy' })).toBeDefined();
    expect(within(table).getByText('02-Mar-2026')).toBeDefined();
    expect(screen.queryByRole('button', { name: policyPulseTexts.uploadButton })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Leave Policy' })).toBeNull();
  });

  it('says nothing of a failed load (spec B §8) and shows the list as empty', async () => {
    stubFetch({ 'GET /api/v1/policies': problem(500, 'Something went wrong') });
    renderWithProviders(<PolicyList isAdmin={false} />);
    expect(await screen.findByText(policyPulseTexts.empty)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before an administrator deletes a policy, then deletes it', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/policies': { body: { items: [policy({})] } },
      'DELETE /api/v1/policies/0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60': { status: 204 },
    });
    renderWithProviders(<PolicyList isAdmin />);
    expect(await screen.findByRole('button', { name: policyPulseTexts.uploadButton })).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Leave Policy' }));
    const dialog = await screen.findByRole('dialog', { name: policyPulseTexts.deleteQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(policyPulseTexts.deleted)).toBeDefined();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
