import { type EmployeeDocument, employeeDocumentListSchema } from '@pulse/shared/contracts/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const employeeDocumentsQueryKey = (employeeId: string) =>
  ['employees', 'documents', employeeId] as const;

export const getEmployeeDocuments = async (employeeId: string): Promise<EmployeeDocument[]> =>
  employeeDocumentListSchema.parse(
    await apiClient.get(`/employees/${encodeURIComponent(employeeId)}/documents`),
  ).items;

export const getEmployeeDocumentsQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: employeeDocumentsQueryKey(employeeId),
    queryFn: () => getEmployeeDocuments(employeeId),
  });

export const useEmployeeDocuments = (employeeId: string) =>
  useQuery(getEmployeeDocumentsQueryOptions(employeeId));
