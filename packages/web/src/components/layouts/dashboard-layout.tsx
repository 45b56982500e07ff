import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MenuLink } from '@pulse/shared/domain/menu';
import { type ReactNode, useState } from 'react';
import { LogoutDialog } from './logout-dialog';
import { type PageHeader, PageHeaderContext, TopBarSlotContext } from './page-header-context';
import { SIDE_MENU_WIDTH, SideMenu } from './side-menu';
import { TopBar, type TopBarNotifications } from './top-bar';

type DashboardLayoutProps = {
  userName: string;
  menu: MenuLink[];
  isLoggingOut: boolean;
  onLogout: () => void;
  notifications: TopBarNotifications;
  children: ReactNode;
};

export const DashboardLayout = ({
  userName,
  menu,
  isLoggingOut,
  onLogout,
  notifications,
  children,
}: DashboardLayoutProps) => {
  // spec A §9: small-screen breakpoint 1024 px (inclusive). Read at once so phones never flash the fixed menu.
  const isSmallScreen = useMediaQuery('(max-width:1024px)', { noSsr: true });
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const [header, setHeader] = useState<PageHeader>({ title: '' });
  const [topBarSlot, setTopBarSlot] = useState<HTMLElement | null>(null);

  return (
    <PageHeaderContext value={setHeader}>
      <TopBarSlotContext value={topBarSlot}>
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <TopBar
            header={header}
            userName={userName}
            menuWidth={isSmallScreen ? 0 : SIDE_MENU_WIDTH}
            onOpenMenu={isSmallScreen ? () => setIsMenuOpen(true) : undefined}
            onLogout={() => setIsLogoutOpen(true)}
            notifications={notifications}
            slotRef={setTopBarSlot}
          />
          <SideMenu
            menu={menu}
            isDrawer={isSmallScreen}
            isOpen={isMenuOpen}
            onClose={() => setIsMenuOpen(false)}
          />
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
            <Toolbar />
            {children}
          </Box>
          <LogoutDialog
            isOpen={isLogoutOpen}
            isPending={isLoggingOut}
            onCancel={() => setIsLogoutOpen(false)}
            onConfirm={onLogout}
          />
        </Box>
      </TopBarSlotContext>
    </PageHeaderContext>
  );
};
