import {
  type CreateEmployeeBody,
  type EmployeeDetail,
  employeeDetailSchema,
  type UpdateEmployeeBody,
} from '@pulse/shared/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesQueryKey } from './get-employees';

export type SaveEmployeeInput =
  | { employeeId?: undefined; body: CreateEmployeeBody }
  | { employeeId: string; body: UpdateEmployeeBody };

// POST adds, PUT updates; both answer the stored employee.
export const saveEmployee = async (input: SaveEmployeeInput): Promise<EmployeeDetail> =>
  employeeDetailSchema.parse(
    input.employeeId === undefined
      ? await apiClient.post('/employees', input.body)
      : await apiClient.put(`/employees/${encodeURIComponent(input.employeeId)}`, input.body),
  );

export const useSaveEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: (saved) => {
      queryClient.setQueryData(['employees', 'detail', saved.id], saved);
      return queryClient.invalidateQueries({ queryKey: [...employeesQueryKey, 'list'] });
    },
  });
};
