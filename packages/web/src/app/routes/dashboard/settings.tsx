import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

// spec A §2: tabs by index; the optional id picks the starting tab (0 to 5, otherwise 0).
const TABS = ['Banks', 'Designations', 'Departments', 'Default Columns', 'Shifts', 'Leaves Master'];

const tabOf = (id: string | undefined): number => {
  const index = Number(id);
  return Number.isInteger(index) && index >= 0 && index < TABS.length ? index : 0;
};

export const SettingsRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title="Settings">
      <BeingBuilt>
        {`Your organisation's master data in six tabs (${TABS.join(', ')}); this link opens ${TABS[tabOf(id)]}.`}
      </BeingBuilt>
    </ContentLayout>
  );
};
