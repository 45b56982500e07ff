import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  type TwoFactorEnrolment,
  twoFactorCodeBodySchema,
  twoFactorTexts,
} from '@pulse/shared/contracts/two-factor';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { ApiError } from '../../../lib/api-error';

// The key as authenticator apps print it: groups of four.
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type AuthenticatorSetupProps = {
  enrolment: TwoFactorEnrolment;
  // Sends the code; a wrong one comes back as an ApiError that this form shows under its field.
  onConfirm: (code: string) => Promise<unknown>;
  // Said when the server refuses for another reason (the caller's own notice).
  onOtherError: (error: unknown) => void;
  isPending: boolean;
  onCancel?: () => void;
};

// Hardening (two-factor sign-in): scan the QR code (or type the key), then prove it with a code.
export const AuthenticatorSetup = ({
  enrolment,
  onConfirm,
  onOtherError,
  isPending,
  onCancel,
}: AuthenticatorSetupProps) => {
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(twoFactorCodeBodySchema),
    defaultValues: { code: '' },
  });
  const onSubmit = useGuardedSubmit(
    handleSubmit(async ({ code }) => {
      try {
        await onConfirm(code);
      } catch (error) {
        const isWrongCode =
          error instanceof ApiError &&
          (error.code === 'TWO_FACTOR_CODE_WRONG' || error.code === 'TWO_FACTOR_CONFIRMATION_WRONG');
        if (isWrongCode) setError('code', { message: error.detail }, { shouldFocus: true });
        else onOtherError(error);
      }
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={twoFactorTexts.title}>
      <Typography>{twoFactorTexts.scanPrompt}</Typography>
      <Box
        component="img"
        src={enrolment.qrCodeDataUrl}
        alt={twoFactorTexts.qrCodeAlt}
        sx={{ display: 'block', width: 200, height: 200, my: 2, mx: { xs: 'auto', sm: 0 } }}
      />
      <Typography variant="body2" color="text.secondary">
        {twoFactorTexts.keyPrompt}
      </Typography>
      <Typography
        aria-label="Setup key"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', mt: 0.5 }}
      >
        {groupedKey(enrolment.secret)}
      </Typography>
      <FormTextField
        control={control}
        name="code"
        label={twoFactorTexts.codeLabel}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric' } }}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? <CircularProgress size={22} aria-label="Turning on" /> : twoFactorTexts.turnOn}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={isPending}>
            {twoFactorTexts.cancel}
          </Button>
        )}
      </Box>
    </Box>
  );
};
