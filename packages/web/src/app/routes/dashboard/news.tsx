import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const NewsRoute = () => (
  <ContentLayout title="News Updates">
    <BeingBuilt>All news updates of your organisation, published or not, to add, edit and remove.</BeingBuilt>
  </ContentLayout>
);
