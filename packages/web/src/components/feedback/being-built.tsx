import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// The honest empty state of a screen whose module is not there yet.
export const BeingBuilt = ({ children }: { children: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
    <Typography variant="h6" component="p" gutterBottom>
      This part of Pulse is being built.
    </Typography>
    <Typography color="text.secondary">{children}</Typography>
  </Paper>
);
