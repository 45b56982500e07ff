import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';

// spec A §9: success notices last 2 seconds. Errors stay until dismissed, so they can be read.
const SUCCESS_TOAST_MS = 2000;

type Severity = 'success' | 'error';
type Toast = { id: number; severity: Severity; message: string };
type Notify = (severity: Severity, message: string) => void;

const ToastContext = createContext<Notify | null>(null);
const TITLES: Record<Severity, string> = { success: 'Success', error: 'Error' };

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const notify = useCallback<Notify>((severity, message) => {
    setToast({ id: Date.now(), severity, message });
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
          autoHideDuration={toast.severity === 'success' ? SUCCESS_TOAST_MS : null}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Alert severity={toast.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
            <AlertTitle>{TITLES[toast.severity]}</AlertTitle>
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
      success: (message: string) => notify('success', message),
      error: (message: string) => notify('error', message),
    }),
    [notify],
  );
};
