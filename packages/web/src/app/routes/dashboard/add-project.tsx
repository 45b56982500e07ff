import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddProjectRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title={id ? 'Update project' : 'Add a new project'} backTo={paths.projects.getHref()}>
      <BeingBuilt>
        A project's name, description, dates, status, estimated budget and hours, and its team with a manager
        flag and an hourly rate per member.
      </BeingBuilt>
    </ContentLayout>
  );
};
