import { useMemo } from 'react';
import { ApiError, errorMessage } from '../../lib/api-error';
import { type ToastOptions, useToast } from './toast-provider';

type ErrorNotice = {
  // What failed, said before the reason: `File Delete failed: <reason>`.
  prefix?: string;
  // Said when the server answered without a reason.
  fallback?: string;
  // Said instead of the server's words when the server failed (5xx), e.g. the spec's 'please try
  // again later' for a save that changed nothing.
  whenServerFailed?: string;
};

// The notices a mutation shows, as callbacks to hand to `mutate`: a failure says the server's own
// words (or that Pulse could not be reached), a success says the spec's text.
export const useMutationFeedback = () => {
  const toast = useToast();
  return useMemo(() => {
    const onErrorWith =
      ({ prefix, fallback, whenServerFailed }: ErrorNotice) =>
      (error: unknown) => {
        if (whenServerFailed && error instanceof ApiError && error.status >= 500) {
          toast.error(whenServerFailed);
          return;
        }
        const reason = errorMessage(error) || (fallback ?? '');
        toast.error(prefix ? `${prefix}: ${reason}` : reason);
      };
    return {
      onError: onErrorWith({}),
      onErrorWith,
      onSuccess: (text: string, options?: ToastOptions) => () => toast.success(text, options),
    };
  }, [toast]);
};
