import { useLocation } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

type LeavesLocationState = { tab?: 'holidays' };

export const LeavesRoute = () => {
  const state = useLocation().state as LeavesLocationState | null;
  return (
    <ContentLayout title="Leaves">
      <BeingBuilt>
        {state?.tab === 'holidays'
          ? "The Holiday List will open here: the year's holidays with their date, day and reason."
          : 'Your applied leaves, the leaves waiting for your approval and the Holiday List.'}
      </BeingBuilt>
    </ContentLayout>
  );
};
