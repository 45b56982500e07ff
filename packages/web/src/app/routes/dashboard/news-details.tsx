import { isAdmin } from '@pulse/shared/domain/roles';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { useCurrentEmployee } from '../../../lib/current-employee';

export const NewsDetailsRoute = () => {
  const me = useCurrentEmployee();
  // Administrators and employees have different news lists (spec A §2).
  const backTo = isAdmin(me.roleId) ? paths.news.getHref() : paths.newsList.getHref();
  return (
    <ContentLayout title="News Update" backTo={backTo}>
      <BeingBuilt>The update's banner, title, date, description and attachments.</BeingBuilt>
    </ContentLayout>
  );
};
