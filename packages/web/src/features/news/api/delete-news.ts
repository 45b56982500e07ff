import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { newsQueryKey } from './get-news-list';

export const deleteNews = async (id: string) => {
  await apiClient.delete(`/news/${encodeURIComponent(id)}`);
};

export const useDeleteNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
};
