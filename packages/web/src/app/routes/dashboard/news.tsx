import { newsTexts } from '@pulse/shared/spec-texts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { NewsList } from '../../../features/news/components/news-list';

// spec B §2 News updates, administrators (role 1): every update, drafts too, to add, edit and delete.
export const NewsRoute = () => (
  <ContentLayout title={newsTexts.header}>
    <NewsList isAdmin />
  </ContentLayout>
);
