import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '@pulse/shared/paths';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export const SignUpRoute = () => (
  <AuthLayout
    title="Start with Pulse"
    subtitle="Set up your organisation; you become its first administrator."
  >
    <SignUpForm />
    <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={paths.login.getHref()}>
        I already have an account
      </Link>
      <Link component={RouterLink} to={paths.home.getHref()}>
        Home
      </Link>
    </Box>
  </AuthLayout>
);
