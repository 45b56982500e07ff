import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { NewsDetails } from '../../../features/news/components/news-details';
import { useCurrentEmployee } from '../../../lib/current-employee';

export const NewsDetailsRoute = () => {
  const me = useCurrentEmployee();
  const { id } = useParams();
  const isAdministrator = isAdmin(me.roleId);
  // Administrators and employees have different news lists (spec A §2).
  const backTo = isAdministrator ? paths.news.getHref() : paths.newsList.getHref();
  return (
    <ContentLayout title="News Update" backTo={backTo}>
      <NewsDetails key={id} id={id} isAdmin={isAdministrator} backTo={backTo} />
    </ContentLayout>
  );
};
