import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useTwoFactorPolicy } from '../api/get-two-factor-policy';
import { useUpdateTwoFactorPolicy } from '../api/update-two-factor-policy';
import { SsoCard } from './sso-card';

// Settings → Security (hardening: two-factor sign-in): the organisation's rule that administrators
// sign in with a code as well as their password, and its single sign-on provider.
export const SecurityTab = () => {
  const feedback = useMutationFeedback();
  const policy = useTwoFactorPolicy();
  const update = useUpdateTwoFactorPolicy();
  if (policy.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={120}
        sx={{ maxWidth: 640 }}
        aria-label="Loading security settings"
      />
    );
  if (policy.isError) return <Alert severity="error">{errorMessage(policy.error)}</Alert>;
  const { isRequiredForAdmins, adminsWithoutTwoFactor } = policy.data;
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}
        component="section"
        aria-label={twoFactorTexts.title}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {twoFactorTexts.title}
        </Typography>
        <FormControlLabel
          label={twoFactorTexts.requireForAdmins}
          control={
            <Switch
              checked={
                update.isPending
                  ? (update.variables?.isRequiredForAdmins ?? isRequiredForAdmins)
                  : isRequiredForAdmins
              }
              disabled={update.isPending}
              onChange={(_event, isChecked) =>
                update.mutate(
                  { isRequiredForAdmins: isChecked },
                  { onSuccess: feedback.onSuccess(twoFactorTexts.policySaved), onError: feedback.onError },
                )
              }
            />
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {twoFactorTexts.requireForAdminsHint}
        </Typography>
        {isRequiredForAdmins && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {twoFactorTexts.adminsWithout(adminsWithoutTwoFactor)}
          </Typography>
        )}
      </Paper>
      <SsoCard />
    </Stack>
  );
};
