import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { UploadPolicyDialog } from './upload-policy-dialog';

const POLICY_ID = '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60';

const uploaded = {
  id: POLICY_ID,
  name: 'Code of Conduct',
  fileName: 'conduct.pdf',
  contentType: 'application/pdf',
  sizeBytes: 9,
  version: 1,
  updatedAt: '2026-03-02T09:00:00.000Z',
  url: `/api/v1/policies/${POLICY_ID}/content`,
  requiresAcknowledgement: true,
  acknowledgedAt: null,
};

const pdf = () => new File(['%PDF-1.4 '], 'conduct.pdf', { type: 'application/pdf' });

const formSent = (fetchMock: ReturnType<typeof stubFetch>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call?.[1]?.body as FormData | undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadPolicyDialog', () => {
  it('sends the file, the name and that the policy requires acknowledgement', async () => {
    const fetchMock = stubFetch({ 'POST /api/v1/policies': { status: 201, body: uploaded } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<UploadPolicyDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: policyPulseTexts.uploadButton });
    await user.upload(screen.getByTestId('policy-file-input'), pdf());
    expect(within(dialog).getByText('conduct.pdf')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Policy name' }), 'Code of Conduct');
    await user.click(within(dialog).getByRole('switch', { name: policyPulseTexts.requiresAcknowledgement }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(policyPulseTexts.uploaded)).toBeDefined();
    expect(onClose).toHaveBeenCalled();
    const form = formSent(fetchMock);
    expect(form?.get('name')).toBe('Code of Conduct');
    expect(form?.get('requiresAcknowledgement')).toBe('true');
    expect(form?.get('file')).toEqual(expect.objectContaining({ name: 'conduct.pdf' }));
  });

  it('leaves the name to the file and acknowledgement off by default', async () => {
    const fetchMock = stubFetch({ 'POST /api/v1/policies': { status: 201, body: uploaded } });
    const { user } = renderWithProviders(<UploadPolicyDialog open onClose={() => {}} />);
    await user.upload(await screen.findByTestId('policy-file-input'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(policyPulseTexts.uploaded);
    const form = formSent(fetchMock);
    expect(form?.has('name')).toBe(false);
    expect(form?.get('requiresAcknowledgement')).toBe('false');
  });

  it.each([
    ['no file', null, policyPulseTexts.fileMissing],
    [
      'a file over 10 MB',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
      policyPulseTexts.fileTooLarge,
    ],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<UploadPolicyDialog open onClose={() => {}} />);
    if (file) await user.upload(await screen.findByTestId('policy-file-input'), file);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s reasons beside the file and the name', async () => {
    stubFetch({
      'POST /api/v1/policies': problem(409, policyPulseTexts.nameTaken, [
        { path: 'name', message: policyPulseTexts.nameTaken },
      ]),
    });
    const { user } = renderWithProviders(<UploadPolicyDialog open onClose={() => {}} />);
    await user.upload(await screen.findByTestId('policy-file-input'), pdf());
    await user.type(screen.getByRole('textbox', { name: 'Policy name' }), 'Leave Policy');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(policyPulseTexts.nameTaken)).toBeDefined();
    expect(screen.getByRole('dialog', { name: policyPulseTexts.uploadButton })).toBeDefined();
  });
});
