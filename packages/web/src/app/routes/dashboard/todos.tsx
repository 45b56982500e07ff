import { TODO_FILTER_ALL, TODO_FILTER_OPTIONS } from '@pulse/shared/domain/project-status';
import { ROLE } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { todoTexts } from '@pulse/shared/spec-texts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { TodoList } from '../../../features/todos/components/todo-list';
import { useCurrentEmployee } from '../../../lib/current-employee';

// ?status= holds one of the filter's codes (spec B §4: 0, 1, 2, All 3); anything else reads as All.
const filterOf = (value: string | null): number =>
  TODO_FILTER_OPTIONS.find((option) => String(option.id) === value)?.id ?? TODO_FILTER_ALL;

const statusSearch = (status: number) => (status === TODO_FILTER_ALL ? '' : `?status=${status}`);

// spec B §2 /dashboard/todos and /dashboard/todos/{projectId}. The project is in the path and the
// status filter in the query, so a reload or Back keeps both.
export const TodosRoute = () => {
  const me = useCurrentEmployee();
  const { projectId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = filterOf(searchParams.get('status'));
  return (
    <ContentLayout title={todoTexts.listHeader}>
      <TodoList
        projectId={projectId}
        status={status}
        isAdmin={me.roleId === ROLE.admin}
        onProjectChange={(id) => navigate(`${paths.todos.getHref(id)}${statusSearch(status)}`)}
        onStatusChange={(next) =>
          setSearchParams(next === TODO_FILTER_ALL ? {} : { status: String(next) }, { replace: true })
        }
      />
    </ContentLayout>
  );
};
