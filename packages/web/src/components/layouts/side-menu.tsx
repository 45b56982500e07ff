import AssessmentIcon from '@mui/icons-material/Assessment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PolicyIcon from '@mui/icons-material/Policy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkIcon from '@mui/icons-material/Work';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { MenuLink } from '@pulse/shared/domain/menu';
import { paths } from '@pulse/shared/paths';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

// spec A §2: side menu width 260.
export const SIDE_MENU_WIDTH = 260;

// Icons by the spec's menu id.
const ICONS: Record<number, ReactNode> = {
  1: <DashboardIcon />,
  2: <PersonIcon />,
  3: <WorkIcon />,
  4: <ChecklistIcon />,
  5: <GroupsIcon />,
  6: <ScheduleIcon />,
  7: <EventNoteIcon />,
  8: <HowToRegIcon />,
  9: <CampaignIcon />,
  10: <AssessmentIcon />,
  11: <SettingsIcon />,
  12: <PaymentsIcon />,
  13: <PolicyIcon />,
  14: <MoreTimeIcon />,
  15: <InstallDesktopIcon />,
  16: <DateRangeIcon />,
  17: <FactCheckIcon />,
  18: <CalendarMonthIcon />,
};

type SideMenuProps = {
  menu: MenuLink[];
  // A drawer over the page on small screens, a fixed column otherwise.
  isDrawer: boolean;
  isOpen: boolean;
  onClose: () => void;
};

export const SideMenu = ({ menu, isDrawer, isOpen, onClose }: SideMenuProps) => (
  <Drawer
    variant={isDrawer ? 'temporary' : 'permanent'}
    open={isDrawer ? isOpen : true}
    onClose={onClose}
    ModalProps={{ keepMounted: true }}
    sx={{
      width: isDrawer ? undefined : SIDE_MENU_WIDTH,
      flexShrink: 0,
      '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
    }}
  >
    <nav aria-label="Main menu">
      <Toolbar>
        <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 800 }}>
          Pulse
        </Typography>
      </Toolbar>
      <List>
        {menu.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.href}
              // Dashboard is a prefix of every other path: mark it only on its own page.
              end={item.href === paths.dashboard.getHref()}
              onClick={isDrawer ? onClose : undefined}
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              }}
            >
              <ListItemIcon>{ICONS[item.id]}</ListItemIcon>
              <ListItemText primary={item.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  </Drawer>
);
