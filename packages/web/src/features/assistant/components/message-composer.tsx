import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { ASSISTANT_LIMITS } from '@pulse/shared/contracts/assistant';
import { assistantPulseTexts, assistantTexts } from '@pulse/shared/spec-texts';
import { type KeyboardEvent, type Ref, useRef } from 'react';
import { VoiceInputButton } from './voice-input-button';

type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  // Why the message cannot be sent (too long), under the box.
  error: string | null;
  canSend: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
};

const withSpeech = (typed: string, heard: string) =>
  (typed && heard ? `${typed.trimEnd()} ${heard}` : typed || heard).slice(
    0,
    ASSISTANT_LIMITS.maxMessageLength,
  );

// spec A §2 Chat assistant widget: the text box, voice input and Send (Enter also sends; Shift+Enter
// starts a new line). No attachment button: the spec's did nothing.
export const MessageComposer = ({
  value,
  onChange,
  onSend,
  error,
  canSend,
  inputRef,
}: MessageComposerProps) => {
  const typedBeforeSpeech = useRef('');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Not while an input method is still composing a character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={assistantTexts.placeholder}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        error={error !== null}
        helperText={error}
        inputRef={inputRef}
        slotProps={{
          htmlInput: {
            'aria-label': assistantPulseTexts.messageLabel,
            maxLength: ASSISTANT_LIMITS.maxMessageLength,
          },
        }}
      />
      <VoiceInputButton
        onStart={() => {
          typedBeforeSpeech.current = value;
        }}
        onTranscript={(heard) => onChange(withSpeech(typedBeforeSpeech.current, heard))}
      />
      <IconButton type="submit" color="primary" aria-label={assistantPulseTexts.send} disabled={!canSend}>
        <SendIcon />
      </IconButton>
    </Box>
  );
};
