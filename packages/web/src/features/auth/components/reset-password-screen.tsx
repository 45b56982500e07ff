import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '../../../lib/api-error';
import { useResetLink } from '../api/check-reset-link';
import { isLinkInvalid, ResetLinkInvalid, ResetPasswordForm } from './reset-password-form';

// What a reset link opens: its check first, then the form, or the one message for a link that no
// longer works (also when the page was opened without one).
export const ResetPasswordScreen = ({ token }: { token: string }) => {
  const link = useResetLink(token);
  if (!token || isLinkInvalid(link.error)) return <ResetLinkInvalid />;
  if (link.isError) return <Alert severity="error">{errorMessage(link.error)}</Alert>;
  if (link.isPending) {
    return (
      <Box sx={{ minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        <CircularProgress aria-label="Checking the link" size={32} />
      </Box>
    );
  }
  return <ResetPasswordForm token={token} />;
};
