import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const CARDS = ['Overall Pending Leaves', 'Leaves Taken', 'Total Leaves Entitled'];

// The counts come with the leaves module; until then the cards say so rather than show a made-up zero.
export const LeavesStatus = () => (
  <Box component="section" aria-labelledby="leaves-status-heading">
    <Typography id="leaves-status-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
      Leaves Status
    </Typography>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {CARDS.map((label) => (
        <Paper key={label} variant="outlined" sx={{ p: 2.5 }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} aria-hidden="true">
            —
          </Typography>
        </Paper>
      ))}
    </Box>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      Leave counts will appear here once the leaves module is available.
    </Typography>
  </Box>
);
