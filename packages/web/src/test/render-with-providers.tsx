import { ThemeProvider } from '@mui/material/styles';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast/toast-provider';
import { meQueryKey } from '../lib/query-client';

// A route page reads its parameters from the address: `path` is its pattern in the router, `url` the
// address it opens at (a shared link). A screen inside the dashboard shell needs the signed-in
// employee (`me`).
type RenderOptions = { path?: string; url?: string; me?: CurrentEmployee };

type Router = ReturnType<typeof createMemoryRouter>;
type ProvidersProps = { queryClient: QueryClient; router: Router };

// What AppProviders gives every screen, and a data router (as the app's) for links, navigation and
// the unsaved-changes prompt's blocker.
const Providers = ({ queryClient, router }: ProvidersProps) => (
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  </QueryClientProvider>
);

// A screen as the app mounts it, with its own query client (no retries, so a failed call shows at
// once) and a user who types without pausing between keys, which keeps the suite fast. `router`
// shows the address and goes Back.
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (options.me) queryClient.setQueryData(meQueryKey, options.me);
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }], {
    initialEntries: [options.url ?? '/'],
  });
  return {
    user: userEvent.setup({ delay: null }),
    queryClient,
    router,
    ...render(<Providers queryClient={queryClient} router={router} />),
  };
};

// What a field's helper text says: the text of the elements its aria-describedby names, which is how
// a screen reader announces a validation message with its field.
export const descriptionOf = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
