import {
  type EmployeeImportResult,
  employeeImportResultSchema,
} from '@pulse/shared/contracts/employee-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesQueryKey } from './get-employees';
import { type ImportFileInput, importFormOf } from './preview-employee-import';

// The same file again: the server checks it anew and writes its valid rows in one transaction.
export const importEmployees = async (input: ImportFileInput): Promise<EmployeeImportResult> =>
  employeeImportResultSchema.parse(
    await apiClient.uploadWithProgress('POST', '/employees/import', importFormOf(input), input.onProgress),
  );

export const useImportEmployees = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
};
