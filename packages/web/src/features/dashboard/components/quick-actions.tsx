import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PolicyIcon from '@mui/icons-material/Policy';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@pulse/shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type QuickAction = { label: string; to: string; icon: ReactNode; state?: unknown };

// spec A §2: Apply Leave, Mark Attendance, Holiday List (the leaves screen on its holiday tab), Company Policy.
export const QuickActions = ({ employeeCode }: { employeeCode: string }) => {
  const actions: QuickAction[] = [
    { label: 'Apply Leave', to: paths.addLeave.getHref(employeeCode), icon: <SendIcon /> },
    { label: 'Mark Attendance', to: paths.markAttendance.getHref(), icon: <HowToRegIcon /> },
    {
      label: 'Holiday List',
      to: paths.leaves.getHref(),
      icon: <EventAvailableIcon />,
      state: { tab: 'holidays' },
    },
    { label: 'Company Policy', to: paths.companyPolicy.getHref(), icon: <PolicyIcon /> },
  ];

  return (
    <Box component="section" aria-labelledby="quick-actions-heading" sx={{ mb: 4 }}>
      <Typography id="quick-actions-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Quick Actions
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {actions.map((action) => (
          <Button
            key={action.label}
            component={Link}
            to={action.to}
            state={action.state}
            variant="outlined"
            startIcon={action.icon}
            sx={{ py: 1.5, bgcolor: 'background.paper', justifyContent: 'flex-start' }}
          >
            {action.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
