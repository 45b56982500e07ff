import { ALL_PROJECTS } from '@pulse/shared/contracts/todos';
import { ROLE } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { todoTexts } from '@pulse/shared/spec-texts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AFTER_SAVE } from '../../../components/form/unsaved-changes-prompt';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useTodo } from '../../../features/todos/api/get-todo';
import { TodoForm } from '../../../features/todos/components/todo-form';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 /dashboard/add-todo (administrators) and /dashboard/add-todo/{id} (whoever may edit it).
// The list passes its project as ?projectId=, so adding starts in it and Back returns to it; a to-do
// opened from every project's list (ALL_PROJECTS) returns there.
export const AddTodoRoute = () => {
  const me = useCurrentEmployee();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initialProjectId = searchParams.get('projectId') ?? undefined;
  const isFromAllProjects = initialProjectId === ALL_PROJECTS;
  const listOf = (projectId: string | undefined) =>
    paths.todos.getHref(isFromAllProjects ? ALL_PROJECTS : projectId);
  // The form's own query (shared from the cache): Back leads to the list of the to-do's project.
  const todo = useTodo(id);
  return (
    <ContentLayout
      title={id ? todoTexts.updateHeader : todoTexts.addHeader}
      backTo={listOf(todo.data?.projectId ?? initialProjectId)}
    >
      <TodoForm
        // A new id in the address is a new form.
        key={id ?? 'new'}
        id={id}
        isAdmin={me.roleId === ROLE.admin}
        initialProjectId={initialProjectId}
        onSaved={(projectId) => navigate(listOf(projectId), { state: AFTER_SAVE })}
      />
    </ContentLayout>
  );
};
