import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';

// spec A §9: success notices last 2 seconds (3 for file operations: callers pass durationMs). Errors
// stay until dismissed, so they can be read. Info notices (spec B §8: the to-do list's hint, 4 s) last
// as long as their caller says.
const SUCCESS_TOAST_MS = 2000;

type Severity = 'success' | 'error' | 'info';
// spec A §8: a notice's title is Success, Error or Failure.
export type ToastOptions = { title?: string; durationMs?: number };
type Toast = { id: number; severity: Severity; message: string } & ToastOptions;
type Notify = (severity: Severity, message: string, options?: ToastOptions) => void;

const ToastContext = createContext<Notify | null>(null);
const TITLES: Record<Severity, string> = { success: 'Success', error: 'Error', info: 'Info' };

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const notify = useCallback<Notify>((severity, message, options) => {
    setToast({ id: Date.now(), severity, message, ...options });
    setIsOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setIsOpen(false);
  };

  return (
    <ToastContext value={notify}>
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
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          // Below the top bar (56 px on phones, 64 above), never over the bell, the name and Logout.
          sx={{ top: { xs: 64, sm: 72 } }}
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
  const notify = use(ToastContext);
  if (!notify) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(
    () => ({
      success: (message: string, options?: ToastOptions) => notify('success', message, options),
      error: (message: string, options?: ToastOptions) => notify('error', message, options),
      info: (message: string, options?: ToastOptions) => notify('info', message, options),
    }),
    [notify],
  );
};
