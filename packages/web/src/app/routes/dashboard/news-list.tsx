import { newsTexts } from '@pulse/shared/spec-texts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { NewsList } from '../../../features/news/components/news-list';

// spec B §2 News updates for everyone (roles 1 and 2): the published updates, to read.
export const NewsListRoute = () => (
  <ContentLayout title={newsTexts.header}>
    <NewsList isAdmin={false} />
  </ContentLayout>
);
