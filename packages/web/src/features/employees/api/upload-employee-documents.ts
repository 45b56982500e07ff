import { type EmployeeDocument, uploadedDocumentsSchema } from '@pulse/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeeDocumentsQueryKey } from './get-employee-documents';

type UploadDocumentsInput = {
  employeeId: string;
  files: File[];
  onProgress: (fraction: number) => void;
};

export const uploadEmployeeDocuments = async ({
  employeeId,
  files,
  onProgress,
}: UploadDocumentsInput): Promise<EmployeeDocument[]> => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadedDocumentsSchema.parse(
    await apiClient.uploadWithProgress(
      'POST',
      `/employees/${encodeURIComponent(employeeId)}/documents`,
      form,
      onProgress,
    ),
  );
};

export const useUploadEmployeeDocuments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEmployeeDocuments,
    onSuccess: (_documents, input) =>
      queryClient.invalidateQueries({ queryKey: employeeDocumentsQueryKey(input.employeeId) }),
  });
};
