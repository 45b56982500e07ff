import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddTodoRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout title={id ? 'Update ToDo' : 'Add a new ToDo'} backTo={paths.todos.getHref()}>
      <BeingBuilt>
        A to-do's name, its project, the team members assigned to it and whether it is completed.
      </BeingBuilt>
    </ContentLayout>
  );
};
