import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { useToast } from '../../../components/toast/toast-provider';
import { saveFile } from '../../../lib/save-file';

type RecoveryCodesPanelProps = { recoveryCodes: string[]; doneLabel: string; onDone: () => void };

// Hardening (two-factor sign-in): the ten recovery codes, shown once (only their hashes are kept), to
// copy or download before going on.
export const RecoveryCodesPanel = ({ recoveryCodes, doneLabel, onDone }: RecoveryCodesPanelProps) => {
  const toast = useToast();
  const text = `${recoveryCodes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(twoFactorTexts.copied);
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the codes stay on screen
      // and Download still works.
    }
  };
  return (
    <Box component="section" aria-label={twoFactorTexts.recoveryCodesTitle}>
      <Typography component="h2" variant="h6">
        {twoFactorTexts.recoveryCodesTitle}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {twoFactorTexts.recoveryCodesPrompt}
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={copy}>
          {twoFactorTexts.copy}
        </Button>
        <Button
          type="button"
          variant="outlined"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain' }), twoFactorTexts.recoveryCodesFileName)
          }
        >
          {twoFactorTexts.download}
        </Button>
        <Button type="button" variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Box>
    </Box>
  );
};
