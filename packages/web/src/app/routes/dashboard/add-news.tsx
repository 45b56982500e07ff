import { paths } from '@pulse/shared/paths';
import { newsTexts } from '@pulse/shared/spec-texts';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { NewsForm } from '../../../features/news/components/news-form';

// spec B §2 News form (header Publish new update): add without an id, update with one (role 1).
export const AddNewsRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title={newsTexts.formHeader} backTo={paths.news.getHref()}>
      {/* Another update (or add after update) starts a fresh form. */}
      <NewsForm key={id ?? 'new'} id={id} />
    </ContentLayout>
  );
};
