import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-error';

// The three states every list shows before its rows: loading, failed (with Retry) and empty.

// Fixed placeholders (never reordered), so their numbers are stable keys.
const PLACEHOLDER_ROWS = [0, 1, 2, 3, 4, 5, 6, 7];

export const LoadingRows = ({
  label,
  height,
  count = 5,
}: {
  label: string;
  height: number;
  count?: number;
}) => (
  <Box role="progressbar" aria-label={label}>
    {PLACEHOLDER_ROWS.slice(0, count).map((row) => (
      <Skeleton key={row} variant="rounded" height={height} sx={{ mb: 1 }} />
    ))}
  </Box>
);

export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
    }
  >
    {errorMessage(error)}
  </Alert>
);

export const EmptyState = ({ text }: { text: string }) => (
  <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
    <Typography color="text.secondary">{text}</Typography>
  </Paper>
);
