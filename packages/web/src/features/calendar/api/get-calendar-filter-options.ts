import { employeeFormOptionsSchema } from '@pulse/shared/contracts/employees';
import { projectChoiceListSchema } from '@pulse/shared/contracts/projects';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarQueryKey } from './get-calendar-absences';

export type FilterOption = { id: string; name: string };

// The project filter offers the projects the caller may pick (employees: their teams').
export const getCalendarProjects = async (signal?: AbortSignal): Promise<FilterOption[]> =>
  projectChoiceListSchema
    .parse(await apiClient.get('/projects/choices', signal))
    .items.map(({ id, name }) => ({ id, name }));

// Departments come from the employee form's options, which only administrators may read.
export const getCalendarDepartments = async (signal?: AbortSignal): Promise<FilterOption[]> =>
  employeeFormOptionsSchema
    .parse(await apiClient.get('/employees/form-options', signal))
    .departments.map(({ id, name }) => ({ id, name }));

export const useCalendarProjects = () =>
  useQuery({
    queryKey: [...calendarQueryKey, 'projects'],
    queryFn: ({ signal }) => getCalendarProjects(signal),
  });

export const useCalendarDepartments = (isEnabled: boolean) =>
  useQuery({
    queryKey: [...calendarQueryKey, 'departments'],
    queryFn: ({ signal }) => getCalendarDepartments(signal),
    enabled: isEnabled,
  });
