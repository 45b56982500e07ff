import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { paths } from '@pulse/shared/paths';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';

// The link's token is in the fragment (#token=…), which no request carries.
const tokenFromFragment = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

// Opened from the mail. The token is read once and taken out of the address bar, so it stays in
// neither the history nor a bookmark; no-referrer keeps the page's address out of any request it makes.
export const ResetPasswordRoute = () => {
  const [token] = useState(tokenFromFragment);
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  return (
    <AuthLayout title={passwordTexts.resetTitle} subtitle={passwordTexts.resetSubtitle}>
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordScreen token={token} />
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login.getHref()}>
          {passwordTexts.backToSignIn}
        </Link>
      </Box>
    </AuthLayout>
  );
};
