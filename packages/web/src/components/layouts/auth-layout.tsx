import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode };

export const AuthLayout = ({ title, subtitle, children }: AuthLayoutProps) => {
  useEffect(() => {
    document.title = `${title} | Pulse`;
  }, [title]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography
          component="p"
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, fontSize: '1rem' }}
        >
          Pulse
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
};
