import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const NewsListRoute = () => (
  <ContentLayout title="News Updates">
    <BeingBuilt>The published news updates of your organisation.</BeingBuilt>
  </ContentLayout>
);
