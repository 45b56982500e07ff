import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const ProjectsRoute = () => (
  <ContentLayout title="Project List">
    <BeingBuilt>
      Projects with their status, consumed hours and budget against the estimates, filterable by status.
    </BeingBuilt>
  </ContentLayout>
);
