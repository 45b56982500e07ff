import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeeDocumentsQueryKey } from './get-employee-documents';

type DeleteDocumentInput = { employeeId: string; documentId: string };

export const deleteEmployeeDocument = async ({ employeeId, documentId }: DeleteDocumentInput) => {
  await apiClient.delete(
    `/employees/${encodeURIComponent(employeeId)}/documents/${encodeURIComponent(documentId)}`,
  );
};

export const useDeleteEmployeeDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployeeDocument,
    onSuccess: (_nothing, input) =>
      queryClient.invalidateQueries({ queryKey: employeeDocumentsQueryKey(input.employeeId) }),
  });
};
