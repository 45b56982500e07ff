import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId } from 'react';

type DashboardCardProps<T> = {
  title: string;
  // The card's one request.
  query: UseQueryResult<T>;
  // The card's shape while it loads, so nothing jumps when the data arrives.
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  // Beside the heading (e.g. the news tiles' View All).
  action?: ReactNode;
  children: (data: T) => ReactNode;
};

// Visually hidden but read by screen readers: the charts' numbers as a table. The table goes inside a
// box with this style (a table never shrinks to 1 px itself, and would widen the page on a phone).
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

// One dashboard card: a titled section that shows its skeleton while loading, a quiet "Could not
// load" with Retry when its request failed (the old screens only logged failures, spec A §8; a card
// that stays blank would look like "nothing to show"), its empty text, or its content. Data already
// shown stays when a background refresh fails.
export const DashboardCard = <T,>({
  title,
  query,
  skeleton,
  isEmpty,
  emptyText,
  action,
  children,
}: DashboardCardProps<T>) => {
  const headingId = useId();
  // The dashboard's answers arrive together: each card renders its content in a deferred render, in
  // short slices, instead of all of them in one long task (hardening issue, section 5: Lighthouse).
  const data = useDeferredValue(query.data);
  const renderBody = () => {
    if (data !== undefined) {
      if (isEmpty?.(data) && emptyText) return <Typography color="text.secondary">{emptyText}</Typography>;
      return children(data);
    }
    if (query.isError)
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography color="text.secondary">{dashboardPulseTexts.couldNotLoad}</Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            {dashboardPulseTexts.retry}
          </Button>
        </Box>
      );
    return (
      <Box role="progressbar" aria-label={`Loading ${title}`}>
        {skeleton}
      </Box>
    );
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2.5, height: '100%', minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {renderBody()}
    </Paper>
  );
};
