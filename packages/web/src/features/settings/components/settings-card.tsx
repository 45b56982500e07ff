import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// One titled card of organisation rules below a settings tab's list, named by its heading.
export const SettingsCard = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby={`${id}-heading`}
    sx={{ p: { xs: 2, md: 3 }, mt: 3, maxWidth: 720 }}
  >
    <Typography id={`${id}-heading`} component="h2" variant="h6">
      {title}
    </Typography>
    {children}
  </Paper>
);
