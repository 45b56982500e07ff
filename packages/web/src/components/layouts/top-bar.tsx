import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageHeader } from './page-header-context';

type TopBarProps = {
  header: PageHeader;
  userName: string;
  // Left offset for the permanent side menu; 0 when the menu is a drawer.
  menuWidth: number;
  onOpenMenu?: (() => void) | undefined;
  onLogout: () => void;
};

export const TopBar = ({ header, userName, menuWidth, onOpenMenu, onLogout }: TopBarProps) => {
  const [notificationsAnchor, setNotificationsAnchor] = useState<HTMLElement | null>(null);
  const closeNotifications = () => setNotificationsAnchor(null);

  return (
    <AppBar position="fixed" sx={{ width: `calc(100% - ${menuWidth}px)`, ml: `${menuWidth}px` }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {header.backTo && (
          <Tooltip title="Back">
            <IconButton color="inherit" aria-label="Back" component={Link} to={header.backTo}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {header.title}
        </Typography>
        <Tooltip title="Notifications">
          <IconButton
            color="inherit"
            aria-label="Notifications"
            aria-haspopup="true"
            aria-controls={notificationsAnchor ? 'notifications-menu' : undefined}
            aria-expanded={notificationsAnchor ? 'true' : undefined}
            onClick={(event) => setNotificationsAnchor(event.currentTarget)}
          >
            <NotificationsIcon />
          </IconButton>
        </Tooltip>
        <Menu
          id="notifications-menu"
          anchorEl={notificationsAnchor}
          open={notificationsAnchor !== null}
          onClose={closeNotifications}
        >
          <MenuItem onClick={closeNotifications}>{shellTexts.noNotifications}</MenuItem>
        </Menu>
        <Typography noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220 }}>
          {userName}
        </Typography>
        <Tooltip title="Logout">
          <IconButton color="inherit" edge="end" aria-label="Logout" onClick={onLogout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
};
