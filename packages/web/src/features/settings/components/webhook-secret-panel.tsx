import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-provider';
import { webhookUiTexts as texts } from './webhook-texts';

// The new webhook's signing secret, shown once, to copy into the receiver before going on.
export const WebhookSecretPanel = ({ secret, onDone }: { secret: string; onDone: () => void }) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(texts.copied);
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the secret stays on screen.
    }
  };
  return (
    <Box component="section" aria-label={texts.secretTitle}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {texts.secretTitle}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {texts.secretPrompt}
      </Alert>
      <Typography
        aria-label={texts.secretLabel}
        sx={{
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {secret}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={copy}>
          {texts.copy}
        </Button>
        <Button type="button" variant="contained" onClick={onDone}>
          {texts.done}
        </Button>
      </Box>
    </Box>
  );
};
