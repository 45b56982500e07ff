import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const TodosRoute = () => (
  <ContentLayout title="Todo List">
    <BeingBuilt>
      The to-dos of a project with their status and consumed hours, filterable by status.
    </BeingBuilt>
  </ContentLayout>
);
