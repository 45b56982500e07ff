import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

// Layout route around everything but the landing page, so the landing page loads neither MUI nor
// TanStack Query.
export const AppProviders = () => (
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </ThemeProvider>
  </QueryClientProvider>
);
