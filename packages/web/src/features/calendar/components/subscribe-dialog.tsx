import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalendarFeedKind, CreatedCalendarFeed } from '@pulse/shared/contracts/calendar';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

const FEED_TITLES: Record<CalendarFeedKind, string> = {
  mine: 'My leaves and holidays',
  team: 'My team’s absences',
};

type SubscribeDialogProps = { isOpen: boolean; onClose: () => void };

// Calendar feeds: the URL is shown once, when made; making another replaces it, and Revoke ends it.
export const SubscribeDialog = ({ isOpen, onClose }: SubscribeDialogProps) => {
  const feeds = useCalendarFeeds(isOpen);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const feedback = useMutationFeedback();
  const toast = useToast();
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  // Administrators and project managers may also subscribe to their team's absences.
  const kinds: CalendarFeedKind[] = feeds.data?.canSubscribeTeam ? ['mine', 'team'] : ['mine'];

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Feed URL copied');
    } catch {
      toast.info('Select the URL and copy it with Ctrl+C');
    }
  };

  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="subscribe-title">
      <DialogTitle id="subscribe-title">Subscribe to the calendar</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          Add a feed to Outlook or Google Calendar: it stays up to date by itself. Anyone with the URL can
          read the feed, so keep it private; revoke it if it leaks.
        </Typography>
        {kinds.map((kind) => {
          const live = feeds.data?.items.find((feed) => feed.kind === kind);
          const shown = created?.kind === kind ? created : null;
          return (
            <Box
              key={kind}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
            >
              <Typography variant="subtitle2" component="h3">
                {FEED_TITLES[kind]}
              </Typography>
              {shown && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label="Feed URL"
                    value={shown.url}
                    slotProps={{ htmlInput: { readOnly: true } }}
                    onFocus={(event) => event.target.select()}
                    sx={{ flex: 1 }}
                  />
                  <Button startIcon={<ContentCopyIcon />} onClick={() => copy(shown.url)}>
                    Copy
                  </Button>
                </Box>
              )}
              {live && !shown && (
                <Typography variant="body2" color="text.secondary">
                  Subscribed since {new Date(live.createdAt).toLocaleDateString()}. The URL is shown only when
                  it is made: make a new one to see it again (the old one stops working).
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={create.isPending}
                  onClick={() => create.mutate(kind, { onSuccess: setCreated, onError: feedback.onError })}
                >
                  {live ? 'New URL' : 'Create feed'}
                </Button>
                {live && (
                  <Button
                    color="error"
                    size="small"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(live.id, {
                        onSuccess: () => {
                          if (created?.kind === kind) setCreated(null);
                          toast.success('Feed revoked');
                        },
                        onError: feedback.onError,
                      })
                    }
                  >
                    Revoke
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
        <Alert severity="info" variant="outlined">
          <strong>Outlook:</strong> Add calendar → Subscribe from web, paste the URL.{' '}
          <strong>Google Calendar:</strong> Other calendars → + → From URL, paste the URL. Calendars refresh
          feeds every few hours.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
