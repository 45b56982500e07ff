import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// What the General tab's form and My Profile's read-only view share, so both lay out alike.

// spec A §2: the General tab's sections (Employee Code, Demographic Detail, …), each a named region.
export const GeneralSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} aria-label={title}>
    <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  </Paper>
);
