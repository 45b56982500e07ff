import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '../toast/toast-provider';

type SecretShownOnceProps = {
  secret: string;
  // The secret's name, which labels its text (an API token, a webhook's signing secret).
  label: string;
  texts: { title: string; prompt: string; copy: string; copied: string; done: string };
  onDone: () => void;
};

// A new secret that the server answers only once (it keeps a hash or an encrypted copy), to copy
// before going on.
export const SecretShownOnce = ({ secret, label, texts, onDone }: SecretShownOnceProps) => {
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
    <Box component="section" aria-label={texts.title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {texts.title}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {texts.prompt}
      </Alert>
      <Typography
        aria-label={label}
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
