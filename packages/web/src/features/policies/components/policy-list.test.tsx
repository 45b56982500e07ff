import type { Policy } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { PolicyList } from './policy-list';

const POLICY_ID = '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60';
const TIME_ZONE = 'Asia/Kolkata';

const policy = (overrides: Partial<Policy>): Policy => ({
  id: POLICY_ID,
  name: 'Leave Policy',
  fileName: 'leave-policy.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1024,
  version: 2,
  updatedAt: '2026-03-02T09:00:00.000Z',
  url: `/api/v1/policies/${POLICY_ID}/content`,
  requiresAcknowledgement: false,
  acknowledgedAt: null,
  ...overrides,
});

// Opening a PDF opens a tab first, then points it at the file's own URL once the server has it.
const stubNewTab = () => {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { open, tab };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PolicyList', () => {
  it('lists the policies by name with their version and date, and no upload for an employee', async () => {
    stubFetch({ 'GET /api/v1/policies': { body: listPageOf([policy({})]) } });
    renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    const table = await screen.findByRole('table', { name: 'Company policies' });
    expect(within(table).getByRole('button', { name: 'Leave Policy' })).toBeDefined();
    expect(within(table).getByText('02-Mar-2026')).toBeDefined();
    expect(screen.queryByRole('button', { name: policyPulseTexts.uploadButton })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Leave Policy' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers the policy a link names (?policy=, ProBot’s citations) and opens it on the reader’s click', async () => {
    const { open, tab } = stubNewTab();
    stubFetch({
      'GET /api/v1/policies': { body: listPageOf([policy({})]) },
      [`GET /api/v1/policies/${POLICY_ID}/content`]: { body: {} },
    });
    const { user } = renderWithProviders(
      <PolicyList isAdmin={false} timeZone={TIME_ZONE} linkedPolicyId={POLICY_ID} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave Policy' });
    expect(within(dialog).getByText(policyPulseTexts.linkedHint)).toBeDefined();
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: policyPulseTexts.openButton }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    // Its own URL, not a blob's: the tab is titled with the file's name (Content-Disposition).
    await vi.waitFor(() => expect(tab.location.href).toBe(`/api/v1/policies/${POLICY_ID}/content`));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("closes the new tab and shows the server's message when the file cannot be had (spec B §8)", async () => {
    const { tab } = stubNewTab();
    stubFetch({
      'GET /api/v1/policies': { body: listPageOf([policy({})]) },
      [`GET /api/v1/policies/${POLICY_ID}/content`]: problem(404, policyPulseTexts.notFound),
    });
    const { user } = renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    await user.click(await screen.findByRole('button', { name: 'Leave Policy' }));
    expect(await screen.findByText(policyPulseTexts.notFound)).toBeDefined();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('says a linked policy that is gone was not found', async () => {
    stubFetch({ 'GET /api/v1/policies': { body: listPageOf([policy({})]) } });
    renderWithProviders(
      <PolicyList
        isAdmin={false}
        timeZone={TIME_ZONE}
        linkedPolicyId="1b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a61"
      />,
    );
    expect(await screen.findByText(policyPulseTexts.notFound)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing of a failed load (spec B §8) and shows the list as empty', async () => {
    stubFetch({ 'GET /api/v1/policies': problem(500, 'Something went wrong') });
    renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    expect(await screen.findByText(policyPulseTexts.empty)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before an administrator deletes a policy, then deletes it', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/policies': { body: listPageOf([policy({})]) },
      [`DELETE /api/v1/policies/${POLICY_ID}`]: { status: 204 },
    });
    const { user } = renderWithProviders(<PolicyList isAdmin timeZone={TIME_ZONE} />);
    expect(await screen.findByRole('button', { name: policyPulseTexts.uploadButton })).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Delete Leave Policy' }));
    const dialog = await screen.findByRole('dialog', { name: policyPulseTexts.deleteQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(policyPulseTexts.deleted)).toBeDefined();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('has an employee open the policy, confirm having read it, and then shows the day they did', async () => {
    const { open } = stubNewTab();
    let acknowledgedAt: string | null = null;
    const acknowledgements: unknown[] = [];
    stubFetch({
      'GET /api/v1/policies': () => ({
        body: listPageOf([policy({ requiresAcknowledgement: true, acknowledgedAt })]),
      }),
      [`GET /api/v1/policies/${POLICY_ID}/content`]: { body: {} },
      [`POST /api/v1/policies/${POLICY_ID}/acknowledgement`]: (body) => {
        acknowledgements.push(body);
        acknowledgedAt = '2026-03-02T18:00:00.000Z';
        return { body: policy({ requiresAcknowledgement: true, acknowledgedAt }) };
      },
    });
    const { user } = renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    await user.click(
      await screen.findByRole('button', { name: `${policyPulseTexts.readAndAcknowledge}: Leave Policy` }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    const dialog = await screen.findByRole('dialog', { name: 'Leave Policy' });
    expect(within(dialog).getByText(policyPulseTexts.acknowledgeHint)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: policyPulseTexts.acknowledgeStatement }));
    expect(await screen.findByText(policyPulseTexts.acknowledgedToast)).toBeDefined();
    expect(await screen.findByText(`${policyPulseTexts.acknowledgedOn} 02-Mar-2026`)).toBeDefined();
    // The version the employee opened.
    expect(acknowledgements).toEqual([{ version: 2 }]);
    expect(screen.queryByRole('button', { name: /Read and acknowledge/ })).toBeNull();
  });

  it('shows the acknowledgement day in the organisation’s zone', async () => {
    stubFetch({
      'GET /api/v1/policies': {
        body: listPageOf([
          policy({ requiresAcknowledgement: true, acknowledgedAt: '2026-03-02T19:00:00.000Z' }),
        ]),
      },
    });
    renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    // 00:30 on 3 March in Kolkata.
    expect(await screen.findByText(`${policyPulseTexts.acknowledgedOn} 03-Mar-2026`)).toBeDefined();
  });

  it('says why a newer version cannot be acknowledged unread, and offers it again', async () => {
    stubNewTab();
    let version = 2;
    stubFetch({
      'GET /api/v1/policies': () => ({
        body: listPageOf([policy({ requiresAcknowledgement: true, version })]),
      }),
      [`GET /api/v1/policies/${POLICY_ID}/content`]: { body: {} },
      [`POST /api/v1/policies/${POLICY_ID}/acknowledgement`]: () => {
        version = 3;
        return problem(409, policyPulseTexts.versionChanged);
      },
    });
    const { user } = renderWithProviders(<PolicyList isAdmin={false} timeZone={TIME_ZONE} />);
    await user.click(
      await screen.findByRole('button', { name: `${policyPulseTexts.readAndAcknowledge}: Leave Policy` }),
    );
    await user.click(await screen.findByRole('button', { name: policyPulseTexts.acknowledgeStatement }));
    expect(await screen.findByText(policyPulseTexts.versionChanged)).toBeDefined();
    // Once the dialog has closed.
    const table = await screen.findByRole('table', { name: 'Company policies' });
    expect(await within(table).findByText('3')).toBeDefined();
    expect(
      within(table).getByRole('button', { name: `${policyPulseTexts.readAndAcknowledge}: Leave Policy` }),
    ).toBeDefined();
  });

  it('lets an administrator switch acknowledgement on for a policy', async () => {
    const patches: unknown[] = [];
    let requiresAcknowledgement = false;
    stubFetch({
      'GET /api/v1/policies': () => ({
        body: listPageOf([
          policy({ requiresAcknowledgement, acknowledgements: { acknowledged: 0, total: 25 } }),
        ]),
      }),
      [`PATCH /api/v1/policies/${POLICY_ID}`]: (body) => {
        patches.push(body);
        requiresAcknowledgement = true;
        return { body: policy({ requiresAcknowledgement }) };
      },
    });
    const { user } = renderWithProviders(<PolicyList isAdmin timeZone={TIME_ZONE} />);
    const toggle = await screen.findByRole('switch', {
      name: `${policyPulseTexts.requiresAcknowledgement}: Leave Policy`,
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText(policyPulseTexts.acknowledgementRequired)).toBeDefined();
    expect(patches).toEqual([{ requiresAcknowledgement: true }]);
    expect(
      await screen.findByRole('button', { name: `${policyPulseTexts.acknowledgements}: Leave Policy` }),
    ).toBeDefined();
  });

  it('shows an administrator who has and who has not acknowledged the current version', async () => {
    stubFetch({
      'GET /api/v1/policies': {
        body: listPageOf([
          policy({ requiresAcknowledgement: true, acknowledgements: { acknowledged: 1, total: 3 } }),
        ]),
      },
      [`GET /api/v1/policies/${POLICY_ID}/acknowledgements`]: {
        body: {
          policyId: POLICY_ID,
          version: 2,
          ...listPageOf([
            {
              employeeId: '1b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a61',
              name: 'Priya Nair',
              employeeCode: 'DC-002-0003',
              acknowledgedAt: '2026-03-01T05:00:00.000Z',
            },
            {
              employeeId: '2b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a62',
              name: 'Asha Verma',
              employeeCode: 'DC-001-0001',
              acknowledgedAt: null,
            },
            {
              employeeId: '3b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a63',
              name: 'Rahul Mehta',
              employeeCode: 'DC-002-0002',
              acknowledgedAt: null,
            },
          ]),
        },
      },
    });
    const { user } = renderWithProviders(<PolicyList isAdmin timeZone={TIME_ZONE} />);
    const counts = await screen.findByRole('button', {
      name: `${policyPulseTexts.acknowledgements}: Leave Policy`,
    });
    expect(counts.textContent).toBe('1 of 3');
    await user.click(counts);
    const dialog = await screen.findByRole('dialog', {
      name: `${policyPulseTexts.acknowledgements}: Leave Policy`,
    });
    const done = await within(dialog).findByRole('region', {
      name: `${policyPulseTexts.acknowledgedSection} (1)`,
    });
    expect(within(done).getByText('Priya Nair')).toBeDefined();
    expect(within(done).getByText('DC-002-0003 · 01-Mar-2026')).toBeDefined();
    const pending = within(dialog).getByRole('region', { name: `${policyPulseTexts.pendingSection} (2)` });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha VermaDC-001-0001', 'Rahul MehtaDC-002-0002']);
  });
});
