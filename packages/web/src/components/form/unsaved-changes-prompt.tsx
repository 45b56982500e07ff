import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../feedback/confirm-dialog';

type UnsavedChangesPromptProps = {
  // The form has edits that are not saved (react-hook-form's isDirty, and not just saved).
  hasUnsavedChanges: boolean;
};

// Navigation state of the move a successful save makes at once (navigate(href, { state:
// AFTER_SAVE })): the form has not re-rendered as saved yet, and must not ask.
export const AFTER_SAVE = { isAfterSave: true } as const;

const isAfterSave = (state: unknown) =>
  typeof state === 'object' && state !== null && 'isAfterSave' in state && state.isAfterSave === true;

// Leaving a half-filled form asks first, for any navigation inside the app (links, menu, Back); a
// reload or a closed tab gets the browser's own question.
export const UnsavedChangesPrompt = ({ hasUnsavedChanges }: UnsavedChangesPromptProps) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isAfterSave(nextLocation.state),
  );
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasUnsavedChanges]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      question="Your changes are not saved. If you leave, they are lost."
      cancelLabel="Stay"
      confirmLabel="Leave"
      isDestructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
