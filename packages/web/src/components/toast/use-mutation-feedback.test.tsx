import { documentTexts, employeeTexts, settingsPulseTexts, settingsTexts } from '@pulse/shared/spec-texts';
import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../test/render-with-providers';
import { useMutationFeedback } from './use-mutation-feedback';

type Feedback = ReturnType<typeof useMutationFeedback>;

// A mutation that settles as told, with the callbacks a screen would hand to `mutate`.
const Screen = ({
  outcome,
  callbacks,
}: {
  outcome: () => Promise<unknown>;
  callbacks: (feedback: Feedback) => { onSuccess?: () => void; onError?: (error: unknown) => void };
}) => {
  const feedback = useMutationFeedback();
  const save = useMutation({ mutationFn: outcome });
  return (
    <button type="button" onClick={() => save.mutate(undefined, callbacks(feedback))}>
      Save
    </button>
  );
};

const run = async (
  outcome: () => Promise<unknown>,
  callbacks: (feedback: Feedback) => { onSuccess?: () => void; onError?: (error: unknown) => void },
) => {
  const { user } = renderWithProviders(<Screen outcome={outcome} callbacks={callbacks} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('alert');
};

const refusal = (detail: string) => async () => {
  throw new ApiError(409, 'CONFLICT', detail);
};

describe('useMutationFeedback', () => {
  it("shows the server's own words as an Error notice", async () => {
    const notice = await run(refusal(settingsPulseTexts.bankExists), (feedback) => ({
      onError: feedback.onError,
    }));
    expect(within(notice).getByText('Error')).toBeDefined();
    expect(within(notice).getByText(settingsPulseTexts.bankExists)).toBeDefined();
  });

  it('says Pulse could not be reached when no answer came', async () => {
    const notice = await run(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      (feedback) => ({ onError: feedback.onError }),
    );
    expect(
      within(notice).getByText('Pulse could not be reached. Check your connection and try again.'),
    ).toBeDefined();
  });

  it('puts what failed before the reason', async () => {
    const notice = await run(refusal(settingsPulseTexts.bankInUse), (feedback) => ({
      onError: feedback.onErrorWith({ prefix: documentTexts.deleteFailed }),
    }));
    expect(
      within(notice).getByText(`${documentTexts.deleteFailed}: ${settingsPulseTexts.bankInUse}`),
    ).toBeDefined();
  });

  it('says the fallback text when the server gave no reason', async () => {
    const notice = await run(refusal(''), (feedback) => ({
      onError: feedback.onErrorWith({ fallback: employeeTexts.deleteFailed }),
    }));
    expect(within(notice).getByText(employeeTexts.deleteFailed)).toBeDefined();
  });

  it('shows the given text as a Success notice', async () => {
    const notice = await run(
      async () => null,
      (feedback) => ({ onSuccess: feedback.onSuccess(settingsTexts.recordsUpdated) }),
    );
    expect(within(notice).getByText('Success')).toBeDefined();
    expect(within(notice).getByText(settingsTexts.recordsUpdated)).toBeDefined();
  });
});
