import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { trackerPageTexts as texts } from '../tracker-texts';

// One command to type in a terminal, with a Copy button. Without clipboard access (a page served over
// plain HTTP to another host, a refused permission) the command is selected for Ctrl+C instead.
export const CommandLine = ({ command }: { command: string }) => {
  const toast = useToast();
  const codeRef = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast.success(texts.copied);
    } catch {
      const code = codeRef.current;
      if (code) window.getSelection()?.selectAllChildren(code);
      toast.info(texts.copyManually, { durationMs: 4000 });
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        my: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="code"
        ref={codeRef}
        sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere' }}
      >
        {command}
      </Box>
      <Button
        type="button"
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        aria-label={texts.copyLabel(command)}
        sx={{ flexShrink: 0 }}
      >
        {texts.copy}
      </Button>
    </Box>
  );
};
