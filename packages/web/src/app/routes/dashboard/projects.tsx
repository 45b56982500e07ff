import { projectListQuerySchema } from '@pulse/shared/contracts/projects';
import { isAdmin } from '@pulse/shared/domain/roles';
import { projectTexts } from '@pulse/shared/spec-texts';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ProjectList } from '../../../features/projects/components/project-list';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 Project list (roles 1 and 2). The status filter and the page are kept in the address, so
// a reload and Back keep them; an address that names neither shows All from the first page.
export const ProjectsRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = projectListQuerySchema.safeParse({
    status: searchParams.get('status') ?? undefined,
    page: searchParams.get('page') ?? undefined,
  });
  const status = query.success ? query.data.status : undefined;
  const page = query.success ? query.data.page : 1;
  return (
    <ContentLayout title={projectTexts.listHeader}>
      <ProjectList
        isAdmin={isAdmin(me.roleId)}
        status={status}
        page={page}
        // Another status starts again at its first page.
        onStatusChange={(next) => setSearchParams(next === undefined ? {} : { status: String(next) })}
        onPageChange={(next) =>
          setSearchParams({ ...(status === undefined ? {} : { status: String(status) }), page: String(next) })
        }
      />
    </ContentLayout>
  );
};
