import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { sendAssistantMessageBodySchema } from '@pulse/shared/contracts/assistant';
import { assistantPulseTexts, assistantTexts } from '@pulse/shared/spec-texts';
import { type KeyboardEvent, use, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { TopBarSlotContext } from '../../../components/layouts/page-header-context';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeleteAssistantHistory } from '../api/delete-assistant-history';
import { useAssistantHistory } from '../api/get-assistant-history';
import { isQuestionRefused, sendFailureText, useSendAssistantMessage } from '../api/send-assistant-message';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

// A phone gets the whole screen (spec: works on a phone); wider screens a panel above the button.
const PHONE_QUERY = '(max-width: 600px)';
const PHONE = `@media ${PHONE_QUERY}`;

const Header = ({
  titleId,
  canDelete,
  onDelete,
  onClose,
}: {
  titleId: string;
  canDelete: boolean;
  onDelete: () => void;
  onClose: () => void;
}) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 2,
      py: 1.5,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    }}
  >
    <Avatar sx={{ bgcolor: 'primary.contrastText', color: 'primary.main', width: 36, height: 36 }}>
      <SmartToyOutlinedIcon fontSize="small" />
    </Avatar>
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {assistantTexts.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.light' }} />
        <Typography variant="caption">{assistantTexts.online}</Typography>
      </Box>
    </Box>
    <IconButton
      aria-label={assistantPulseTexts.clearHistory}
      onClick={onDelete}
      disabled={!canDelete}
      sx={{ color: 'inherit', '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } }}
    >
      <DeleteOutlinedIcon />
    </IconButton>
    <IconButton aria-label={assistantPulseTexts.close} onClick={onClose} sx={{ color: 'inherit' }}>
      <CloseIcon />
    </IconButton>
  </Box>
);

// spec A §2 Chat assistant widget, §4 Chat, §8 Chat: ProBot, a floating button that opens a chat
// panel. The conversation is kept on the server per employee and in the query cache here, so closing,
// reopening and reloading show it.
export const AssistantWidget = () => {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const titleId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const feedback = useMutationFeedback();
  const history = useAssistantHistory(isOpen);
  const send = useSendAssistantMessage(history.data?.canStream ?? false);
  const remove = useDeleteAssistantHistory();
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const topBarSlot = use(TopBarSlotContext);

  // The text box has the focus while the panel is open.
  useEffect(() => {
    if (isOpen) textBox.current?.focus();
  }, [isOpen]);
  // The confirmation gives the focus back to the delete button, which a deletion disables: the focus
  // would be lost, so it goes to the text box (this runs after the dialog has given it back).
  useEffect(() => {
    if (!isConfirmingDelete && remove.isSuccess) textBox.current?.focus();
  }, [isConfirmingDelete, remove.isSuccess]);

  const close = () => {
    setIsOpen(false);
    openButton.current?.focus();
  };

  // Whether the question went out.
  const ask = (text: string) => {
    if (!history.data || send.isPending) return false;
    const parsed = sendAssistantMessageBodySchema.safeParse({ text });
    // spec A §5: blank or whitespace-only messages are ignored.
    if (!parsed.success) {
      if (text.trim() !== '') setDraftError(parsed.error.issues[0]?.message ?? null);
      return false;
    }
    setDraftError(null);
    send.mutate(parsed.data, {
      onError: (error) => {
        if (!isQuestionRefused(error)) return;
        setDraft(text);
        setDraftError(assistantPulseTexts.messageTooLong);
      },
    });
    return true;
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const openButtonProps = {
    ref: openButton,
    'aria-label': assistantPulseTexts.open,
    'aria-expanded': isOpen,
    onClick: () => (isOpen ? close() : setIsOpen(true)),
  };

  return (
    <>
      {/* On a phone a floating button covers the page's own controls (the news' View All sits under
          it): the button goes in the top bar there. */}
      {isPhone && topBarSlot ? (
        createPortal(
          <IconButton color="inherit" {...openButtonProps}>
            <SmartToyOutlinedIcon />
          </IconButton>,
          topBarSlot,
        )
      ) : (
        <>
          {/* Room under the page's last content, so the button never hides it. */}
          <Box aria-hidden sx={{ height: 72 }} />
          <Fab
            color="primary"
            {...openButtonProps}
            sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
          >
            <SmartToyOutlinedIcon />
          </Fab>
        </>
      )}
      {isOpen && (
        <Paper
          role="dialog"
          aria-labelledby={titleId}
          elevation={8}
          onKeyDown={onPanelKeyDown}
          sx={{
            position: 'fixed',
            right: 24,
            bottom: 96,
            width: 380,
            height: 'min(600px, calc(100dvh - 128px))',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            borderRadius: 3,
            // Above the side menu on a phone, below dialogs and notices.
            zIndex: (theme) => theme.zIndex.drawer + 1,
            [PHONE]: { inset: 0, width: 'auto', height: 'auto', borderRadius: 0 },
          }}
        >
          <Header
            titleId={titleId}
            canDelete={(history.data?.messages.length ?? 0) > 0 && !send.isPending}
            onDelete={() => setIsConfirmingDelete(true)}
            onClose={close}
          />
          <MessageList
            history={history.data}
            loadFailure={history.isError ? sendFailureText(history.error) : null}
            onRetry={() => history.refetch()}
            isReplying={send.isPending}
            streamedText={send.streamedText}
            onAsk={(question) => void ask(question)}
          />
          <MessageComposer
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setDraftError(null);
            }}
            onSend={() => {
              if (ask(draft)) setDraft('');
            }}
            error={draftError}
            canSend={history.isSuccess && !send.isPending}
            inputRef={textBox}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={isConfirmingDelete}
        question={assistantPulseTexts.clearQuestion}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setIsConfirmingDelete(false);
              feedback.onSuccess(assistantPulseTexts.cleared)();
            },
            onError: feedback.onError,
          })
        }
      />
    </>
  );
};
