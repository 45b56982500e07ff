import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, use, useEffect } from 'react';
import { PageHeaderContext } from './page-header-context';

type ContentLayoutProps = {
  title: string;
  // Where the top bar's Back button leads; no button when absent.
  backTo?: string;
  children: ReactNode;
};

export const ContentLayout = ({ title, backTo, children }: ContentLayoutProps) => {
  const setHeader = use(PageHeaderContext);
  useEffect(() => {
    setHeader?.({ title, backTo });
    document.title = `${title} | Pulse`;
  }, [setHeader, title, backTo]);

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
