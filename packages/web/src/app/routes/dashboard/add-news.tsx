import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddNewsRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title="Publish new update" backTo={paths.news.getHref()}>
      <BeingBuilt>
        {id
          ? 'This update with its title, description, date, banner and attachments, ready to edit.'
          : 'A news update with a title, description, date, banner image and attachments, optionally e-mailed.'}
      </BeingBuilt>
    </ContentLayout>
  );
};
