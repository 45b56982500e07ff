import { type EmployeePhoto, employeePhotoSchema } from '@pulse/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeesQueryKey } from './get-employees';

type UploadPhotoInput = { employeeId: string; photo: Blob };

export const uploadEmployeePhoto = async ({
  employeeId,
  photo,
}: UploadPhotoInput): Promise<EmployeePhoto> => {
  const form = new FormData();
  form.append('photo', photo, 'photo.jpg');
  return employeePhotoSchema.parse(
    await apiClient.upload('PUT', `/employees/${encodeURIComponent(employeeId)}/photo`, form),
  );
};

export const useUploadEmployeePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEmployeePhoto,
    // Tiles and the table carry the photo version; refetch them so they show the new picture.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...employeesQueryKey, 'list'] }),
  });
};
