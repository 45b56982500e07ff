import Button from '@mui/material/Button';
import type { SsoOption } from '@pulse/shared/contracts/sso';
import { ssoTexts } from '@pulse/shared/contracts/sso';

// "Sign in with <provider>": a plain link, since the browser leaves Pulse for the provider (the
// server answers it with a redirect).
export const SsoSignInButton = ({ option }: { option: NonNullable<SsoOption['option']> }) => (
  <Button variant="outlined" size="large" fullWidth href={option.startUrl} sx={{ mt: 2 }}>
    {ssoTexts.signInWith(option.displayName)}
  </Button>
);
