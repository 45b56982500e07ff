import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { paths } from '@pulse/shared/paths';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export const ForgotPasswordRoute = () => (
  <AuthLayout title={passwordTexts.forgotTitle} subtitle={passwordTexts.forgotSubtitle}>
    <ForgotPasswordForm />
    <Box sx={{ mt: 3 }}>
      <Link component={RouterLink} to={paths.login.getHref()}>
        {passwordTexts.backToSignIn}
      </Link>
    </Box>
  </AuthLayout>
);
