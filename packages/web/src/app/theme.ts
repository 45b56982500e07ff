import { createTheme } from '@mui/material/styles';

// System fonts: nothing to download, and the landing page (plain CSS) uses the same stack.
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    background: { default: '#f5f7fb' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Buttons read exactly as the spec names them ('Sign in', 'Apply Leave'), not in capitals.
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
