import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LeaveSummary } from '@pulse/shared/contracts/leaves';
import { formatLeaveCount } from '@pulse/shared/domain/number-format';
import { LoadError } from '../../../components/feedback/query-feedback';
import { useLeaveSummary } from '../api/get-leave-summary';

// spec A §2 Leaves Status cards; the numbers follow spec A §9 (half days count 0.5).
const CARDS: { label: string; value: (summary: LeaveSummary) => string }[] = [
  { label: 'Overall Pending Leaves', value: (summary) => formatLeaveCount(summary.pending) },
  { label: 'Leaves Taken', value: (summary) => formatLeaveCount(summary.taken) },
  { label: 'Total Leaves Entitled', value: (summary) => formatLeaveCount(summary.entitled) },
];

export const LeavesStatus = () => {
  const summary = useLeaveSummary();
  return (
    <Box component="section" aria-labelledby="leaves-status-heading">
      <Typography id="leaves-status-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Leaves Status
      </Typography>
      {summary.isError ? (
        <LoadError error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {CARDS.map((card) => (
            <Paper component="li" key={card.label} variant="outlined" sx={{ p: 2.5 }} aria-label={card.label}>
              <Typography color="text.secondary">{card.label}</Typography>
              {summary.isPending ? (
                <Skeleton variant="text" width={56} sx={{ fontSize: '2.125rem' }} aria-label="Loading" />
              ) : (
                <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                  {card.value(summary.data)}
                </Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
};
