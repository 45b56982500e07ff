import { type NewsImage, newsImageSchema } from '@pulse/shared/contracts/news';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// An image for a description, uploaded while editing (before the update is saved): the editor puts
// the answered URL in an <img>, the one same-origin image source the server's sanitiser keeps.
export const uploadNewsImage = async (image: File): Promise<NewsImage> => {
  const form = new FormData();
  form.append('image', image, image.name);
  return newsImageSchema.parse(await apiClient.upload('POST', '/news/images', form));
};

export const useUploadNewsImage = () => useMutation({ mutationFn: uploadNewsImage });
