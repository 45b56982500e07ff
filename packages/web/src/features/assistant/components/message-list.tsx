import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { AssistantHistory, AssistantMessage, AssistantSource } from '@pulse/shared/contracts/assistant';
import { assistantPulseTexts, assistantTexts } from '@pulse/shared/spec-texts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';

const Bubble = ({ sender, children }: { sender: AssistantMessage['sender']; children: ReactNode }) => {
  const isUser = sender === 'user';
  return (
    <Box
      sx={{
        alignSelf: isUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: isUser ? 'primary.main' : 'grey.100',
        color: isUser ? 'primary.contrastText' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {isUser ? 'You: ' : `${assistantTexts.title}: `}
      </Box>
      {children}
    </Box>
  );
};

// The answers keep their line breaks (lists come one item a line).
const MessageText = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Typography>
);

// The policy an answer quotes, named and linked; the answer's text quotes the sentences that matter,
// so the whole passage is there to open rather than said twice.
const QuotedSource = ({ source }: { source: AssistantSource }) => (
  <Box component="figure" sx={{ m: 0, mt: 1 }}>
    <Typography component="figcaption" variant="caption" sx={{ display: 'block' }}>
      {`${assistantPulseTexts.quotedFrom} `}
      <Link component={RouterLink} to={source.href}>
        {source.policyName}
      </Link>
      {source.heading && source.heading !== source.policyName ? `, ${source.heading}` : ''}
    </Typography>
    <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', typography: 'caption' } }}>
      <summary>{assistantPulseTexts.wholePassage}</summary>
      <Box
        component="blockquote"
        sx={{ m: 0, mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'primary.light', fontStyle: 'italic' }}
      >
        <MessageText text={source.passage} />
      </Box>
    </Box>
  </Box>
);

const MessageBubble = ({ message }: { message: AssistantMessage }) => {
  // A quoted policy is linked under its passage already.
  const links = message.links.filter((link) => !message.sources.some((source) => source.href === link.href));
  return (
    <Bubble sender={message.sender}>
      {/* spec A §8: an answer with nothing in it. */}
      <MessageText
        text={message.sender === 'bot' && message.text.trim() === '' ? assistantTexts.noAnswer : message.text}
      />
      {message.sources.map((source) => (
        <QuotedSource key={`${source.policyId}-${source.heading}`} source={source} />
      ))}
      {links.length > 0 && (
        <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {links.map((link) => (
            <Link key={`${link.href} ${link.label}`} component={RouterLink} to={link.href} variant="body2">
              {link.label}
            </Link>
          ))}
        </Box>
      )}
    </Bubble>
  );
};

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-3px); }
`;

// spec A §4: loading shows while the reply is on its way.
const TypingIndicator = () => (
  <Bubble sender="bot">
    <Box component="span" sx={visuallyHidden}>
      {assistantPulseTexts.typing}
    </Box>
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, py: 0.75 }}>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  </Bubble>
);

type MessageListProps = {
  history: AssistantHistory | undefined;
  // The history could not be loaded: the chat says why, as ProBot (spec A §8), with Retry.
  loadFailure: string | null;
  onRetry: () => void;
  isReplying: boolean;
  // What a language model has written of the reply so far.
  streamedText: string;
  onAsk: (question: string) => void;
};

// spec A §4 Chat. A log, so screen readers announce each new message without moving the focus.
export const MessageList = ({
  history,
  loadFailure,
  onRetry,
  isReplying,
  streamedText,
  onAsk,
}: MessageListProps) => {
  const list = useRef<HTMLDivElement>(null);
  const messageCount = history?.messages.length ?? 0;
  // The latest message stays in view as messages arrive and a streamed reply grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what changes the content's height
  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [messageCount, streamedText, isReplying]);

  return (
    <Box
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={assistantPulseTexts.conversationLabel}
      sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {loadFailure !== null ? (
        <Bubble sender="bot">
          <MessageText text={loadFailure} />
          <Button size="small" onClick={onRetry} sx={{ mt: 0.5 }}>
            Retry
          </Button>
        </Bubble>
      ) : !history ? (
        <Box
          role="progressbar"
          aria-label="Loading the conversation"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Skeleton variant="rounded" width="70%" height={56} />
          <Skeleton variant="rounded" width="45%" height={32} sx={{ alignSelf: 'flex-end' }} />
          <Skeleton variant="rounded" width="60%" height={40} />
        </Box>
      ) : (
        <>
          {/* spec A §4: the greeting is the first bot message; the server does not store it. */}
          <Bubble sender="bot">
            <MessageText text={history.greeting} />
          </Bubble>
          {messageCount === 0 && !isReplying && (
            <Box
              role="group"
              aria-label={assistantPulseTexts.suggestionsLabel}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {history.suggestions.map((suggestion) => (
                <Chip
                  key={suggestion}
                  label={suggestion}
                  variant="outlined"
                  color="primary"
                  onClick={() => onAsk(suggestion)}
                  sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                />
              ))}
            </Box>
          )}
          {history.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {isReplying &&
            (streamedText ? (
              <Bubble sender="bot">
                <MessageText text={streamedText} />
              </Bubble>
            ) : (
              <TypingIndicator />
            ))}
        </>
      )}
    </Box>
  );
};
