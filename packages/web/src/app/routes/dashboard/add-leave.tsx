import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddLeaveRoute = () => (
  <ContentLayout title="Add Leave" backTo={paths.leaves.getHref()}>
    <BeingBuilt>
      A leave application: description, dates, leave type and the managers who approve it.
    </BeingBuilt>
  </ContentLayout>
);
