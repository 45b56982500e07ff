import { paths } from '@pulse/shared/paths';
import { projectTexts } from '@pulse/shared/spec-texts';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ProjectForm } from '../../../features/projects/components/project-form';

// spec B §2 Project form: add mode without an id, update mode with one (administrators only).
export const AddProjectRoute = () => {
  const { id } = useParams();
  return (
    <ContentLayout
      title={id ? projectTexts.updateHeader : projectTexts.addHeader}
      backTo={paths.projects.getHref()}
    >
      {/* Another project (or add after update) starts a fresh form. */}
      <ProjectForm key={id ?? 'new'} id={id} />
    </ContentLayout>
  );
};
