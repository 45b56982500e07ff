import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { formatDayIn } from '@pulse/shared/domain/display-format';
import { paths } from '@pulse/shared/paths';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { Link } from 'react-router';
import { usePoliciesToAcknowledge } from '../api/get-policies-to-acknowledge';
import { DashboardCard } from './dashboard-card';

// Everyone: the policies waiting for the employee's acknowledgement, each leading to the
// Company Policy screen where they read and acknowledge it; a quiet line once there are none.
export const PoliciesToAcknowledge = ({ timeZone }: { timeZone: string }) => {
  const policies = usePoliciesToAcknowledge();
  return (
    <DashboardCard
      title={dashboardPulseTexts.policiesHeading}
      query={policies}
      skeleton={[0, 1].map((row) => <Skeleton key={row} variant="rounded" height={48} sx={{ mb: 1 }} />)}
      isEmpty={(items) => items.length === 0}
      emptyText={dashboardPulseTexts.allPoliciesAcknowledged}
    >
      {(items) => (
        <List disablePadding>
          {items.map((policy) => (
            <ListItem key={policy.id} disablePadding>
              <ListItemButton component={Link} to={paths.companyPolicy.getHref()}>
                <ListItemIcon>
                  <PolicyOutlinedIcon />
                </ListItemIcon>
                <ListItemText
                  primary={policy.name}
                  secondary={`Version ${policy.version}, ${formatDayIn(policy.updatedAt, timeZone)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
};
