import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import IconButton from '@mui/material/IconButton';
import { assistantPulseTexts } from '@pulse/shared/spec-texts';
import { useEffect, useRef, useState } from 'react';

// The part of the Web Speech API the button uses; TypeScript's DOM library does not describe it.
type SpeechRecognitionResultList = ArrayLike<ArrayLike<{ transcript: string }>>;
type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

// Chromium and Safari still name it webkitSpeechRecognition; Firefox has none.
export const speechRecognitionOf = (): SpeechRecognitionConstructor | undefined => {
  const speech = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
};

type VoiceInputButtonProps = {
  // Listening starts: what the text box holds then is what the speech adds to.
  onStart: () => void;
  // Everything heard since it started, refined as the browser hears more.
  onTranscript: (transcript: string) => void;
  disabled?: boolean;
};

// Voice input through the browser's own speech recognition; absent where the browser has none (the
// spec's voice button did nothing). A click starts listening, another stops it; it also stops by
// itself after a pause.
export const VoiceInputButton = ({ onStart, onTranscript, disabled }: VoiceInputButtonProps) => {
  const [Recognition] = useState(speechRecognitionOf);
  const [isListening, setIsListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  useEffect(() => () => recognition.current?.abort(), []);
  if (!Recognition) return null;

  const toggle = () => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const listening = new Recognition();
    listening.lang = document.documentElement.lang || navigator.language;
    listening.interimResults = true;
    listening.onresult = (event) =>
      onTranscript(
        Array.from(event.results)
          .map((result) => result[0]?.transcript ?? '')
          .join(''),
      );
    // Also after an error (no microphone, permission refused): the button is ready again.
    listening.onend = () => {
      recognition.current = null;
      setIsListening(false);
    };
    recognition.current = listening;
    onStart();
    listening.start();
    setIsListening(true);
  };

  return (
    <IconButton
      aria-label={isListening ? assistantPulseTexts.voiceStop : assistantPulseTexts.voice}
      onClick={toggle}
      disabled={disabled}
      color={isListening ? 'error' : 'default'}
    >
      {isListening ? <MicOffIcon /> : <MicIcon />}
    </IconButton>
  );
};
