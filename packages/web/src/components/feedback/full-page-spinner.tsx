import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const FullPageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label={label} />
  </Box>
);
