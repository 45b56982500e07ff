import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';

// spec A §9: success notices last 2 seconds (3 for file operations: callers pass durationMs). Errors
// stay until dismissed, so they can be read. Info notices (spec B §8: the to-do list's hint, 4 s) last
// as long as their caller says, or until the caller takes them back (the hint, once a project is
// chosen).
const SUCCESS_TOAST_MS = 2000;

type Severity = 'success' | 'error' | 'info';
// spec A §8: a notice's title is Success, Error or Failure.
export type ToastOptions = { title?: string; durationMs?: number };
type Toast = { id: number; severity: Severity; message: string } & ToastOptions;
// Returns the notice's id, for dismiss.
type Notify = (severity: Severity, message: string, options?: ToastOptions) => number;
type ToastControls = { notify: Notify; dismiss: (id: number) => void };

const ToastContext = createContext<ToastControls | null>(null);
const TITLES: Record<Severity, string> = { success: 'Success', error: 'Error', info: 'Info' };

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const lastId = useRef(0);

  const notify = useCallback<Notify>((severity, message, options) => {
    lastId.current += 1;
    setToast({ id: lastId.current, severity, message, ...options });
    setIsOpen(true);
    return lastId.current;
  }, []);

  // Closes the notice only if it is still the one shown (the ids only grow): a later one stays.
  const dismiss = useCallback((id: number) => {
    if (lastId.current === id) setIsOpen(false);
  }, []);

  const controls = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setIsOpen(false);
  };

  return (
    <ToastContext value={controls}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={isOpen}
          onClose={close}
          autoHideDuration={
            toast.severity === 'error'
              ? null
              : (toast.durationMs ?? (toast.severity === 'success' ? SUCCESS_TOAST_MS : null))
          }
          // Success and errors answer what the person just did: top right, below the top bar (56 px on
          // phones, 64 above), never over the bell, the name and Logout. An info notice is about the page
          // (the to-do list's hint points at its project filter): at the bottom, off the page's first
          // row of controls, which a notice at the top covers on a phone.
          anchorOrigin={
            toast.severity === 'info'
              ? { vertical: 'bottom', horizontal: 'center' }
              : { vertical: 'top', horizontal: 'right' }
          }
          sx={toast.severity === 'info' ? undefined : { top: { xs: 64, sm: 72 } }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={close}
            // A message's second line (an upload's reason) shows as a line of its own. MUI's filled info
            // blue fails WCAG AA contrast with white text; its dark shade passes.
            sx={{
              width: '100%',
              whiteSpace: 'pre-line',
              ...(toast.severity === 'info' && { bgcolor: 'info.dark' }),
            }}
          >
            <AlertTitle>{toast.title ?? TITLES[toast.severity]}</AlertTitle>
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
};

export const useToast = () => {
  const controls = use(ToastContext);
  if (!controls) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(() => {
    const { notify, dismiss } = controls;
    return {
      success: (message: string, options?: ToastOptions) => notify('success', message, options),
      error: (message: string, options?: ToastOptions) => notify('error', message, options),
      info: (message: string, options?: ToastOptions) => notify('info', message, options),
      dismiss,
    };
  }, [controls]);
};
