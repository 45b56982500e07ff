import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification, NotificationList } from '@pulse/shared/contracts/notifications';
import { shellTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageHeader } from './page-header-context';

export type TopBarNotifications = {
  // undefined while the first list loads: the bell shows as empty.
  list: NotificationList | undefined;
  // spec B §4: called when the menu closes with unread ones (marks all viewed).
  onMarkViewed: () => void;
  // "5 min ago"; passed in so the shell does not know the feature's formatting.
  formatTime: (createdAt: string) => string;
  // The page an item opens; the feature knows which events lead where.
  hrefOf: (notification: Notification) => string;
};

type TopBarProps = {
  header: PageHeader;
  userName: string;
  // Left offset for the permanent side menu; 0 when the menu is a drawer.
  menuWidth: number;
  onOpenMenu?: (() => void) | undefined;
  onLogout: () => void;
  notifications: TopBarNotifications;
  // Receives the element pages put their own top-bar buttons into (TopBarSlotContext).
  slotRef: (element: HTMLElement | null) => void;
};

// spec B §4 bell: empty icon with no notifications, active when any is unread, plain otherwise.
const BellIcon = ({
  count,
  unreadCount,
  hasUnread,
}: {
  count: number;
  unreadCount: number;
  hasUnread: boolean;
}) => {
  // Explicit test ids: MUI adds them to icons in development builds only.
  if (count === 0) return <NotificationsNoneIcon data-testid="NotificationsNoneIcon" />;
  // hasUnread also covers unread ones older than the 50 the list holds.
  if (!hasUnread && unreadCount === 0) return <NotificationsIcon data-testid="NotificationsIcon" />;
  return (
    <Badge badgeContent={unreadCount} color="error">
      <NotificationsActiveIcon data-testid="NotificationsActiveIcon" />
    </Badge>
  );
};

export const TopBar = ({
  header,
  userName,
  menuWidth,
  onOpenMenu,
  onLogout,
  notifications,
  slotRef,
}: TopBarProps) => {
  const [notificationsAnchor, setNotificationsAnchor] = useState<HTMLElement | null>(null);
  const items = notifications.list?.items ?? [];
  const unreadCount = items.filter((item) => !item.isViewed).length;
  const hasUnread = notifications.list?.hasUnread ?? false;
  const closeNotifications = () => {
    setNotificationsAnchor(null);
    if (hasUnread || unreadCount > 0) notifications.onMarkViewed();
  };
  const bellLabel = `Notifications, ${unreadCount} unread`;

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
        <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {header.title}
        </Typography>
        <Box ref={slotRef} sx={{ display: 'contents' }} />
        <Tooltip title={bellLabel}>
          <IconButton
            color="inherit"
            aria-label={bellLabel}
            aria-haspopup="true"
            aria-controls={notificationsAnchor ? 'notifications-menu' : undefined}
            aria-expanded={notificationsAnchor ? 'true' : undefined}
            onClick={(event) => setNotificationsAnchor(event.currentTarget)}
          >
            <BellIcon count={items.length} unreadCount={unreadCount} hasUnread={hasUnread} />
          </IconButton>
        </Tooltip>
        <Menu
          id="notifications-menu"
          anchorEl={notificationsAnchor}
          open={notificationsAnchor !== null}
          onClose={closeNotifications}
          slotProps={{ paper: { sx: { maxHeight: 420, width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
        >
          {items.length === 0 ? (
            <MenuItem onClick={closeNotifications}>{shellTexts.noNotifications}</MenuItem>
          ) : (
            items.map((item) => (
              <MenuItem
                key={item.id}
                component={Link}
                to={notifications.hrefOf(item)}
                onClick={closeNotifications}
                sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={item.description}
                  secondary={notifications.formatTime(item.createdAt)}
                  slotProps={{ primary: { sx: { fontWeight: item.isViewed ? 400 : 700 } } }}
                />
              </MenuItem>
            ))
          )}
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
