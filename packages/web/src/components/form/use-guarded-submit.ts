import { type BaseSyntheticEvent, useRef } from 'react';

// A form's submit handler that ignores every submit while the previous one runs. A ref, not state:
// a double click fires both submits before React re-renders the button as disabled, and a pending
// mutation's state reaches the component a tick later still. `submit` awaits its request
// (mutateAsync); a failed one is the mutation's onError to report, so its rejection ends here.
export const useGuardedSubmit = (submit: (event?: BaseSyntheticEvent) => Promise<unknown>) => {
  const isRunning = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await submit(event);
    } catch {
      // Reported by the mutation's onError (see above).
    } finally {
      isRunning.current = false;
    }
  };
};
