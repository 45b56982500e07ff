import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@pulse/shared/paths';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SettingsTabs, settingsTabOf } from '../../../features/settings/components/settings-tabs';

// spec A §2: the optional id picks the starting tab (the spec's 0 to 5, and Pulse's Tracking 6 and
// Categories 7; otherwise 0). Each switch of tab is a new history entry, so Back returns to the tab
// before.
export const SettingsRoute = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <ContentLayout title="Settings">
      {/* Settings is an administrators' route, so the outbox link needs no role check of its own. It
          sits in the page's flow, below the fixed top bar (as Tracking's audit trail link), where a click
          reaches it at every width. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={Link} to={paths.outbox.getHref()} startIcon={<EmailOutlinedIcon />}>
          Mail Outbox
        </Button>
      </Box>
      <SettingsTabs tab={settingsTabOf(id)} onTabChange={(tab) => navigate(paths.settings.getHref(tab))} />
    </ContentLayout>
  );
};
