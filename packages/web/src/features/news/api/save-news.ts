import { type NewsBody, type NewsSaved, newsSavedSchema } from '@pulse/shared/contracts/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { newsQueryKey } from './get-news-list';

export type SaveNewsInput = {
  // Absent: add (POST); present: update (PUT) (spec B §4).
  id?: string;
  body: NewsBody;
  // Required on add; on update it replaces the stored banner (the whole original: the server cuts
  // `body.bannerCrop` out of it).
  banner?: File;
  attachments: readonly File[];
};

// One multipart request: `data` (the JSON body) first, so the server reads it before the files.
export const saveNews = async ({ id, body, banner, attachments }: SaveNewsInput): Promise<NewsSaved> => {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (banner) form.append('banner', banner, banner.name);
  for (const file of attachments) form.append('attachments', file, file.name);
  return newsSavedSchema.parse(
    id === undefined
      ? await apiClient.upload('POST', '/news', form)
      : await apiClient.upload('PUT', `/news/${encodeURIComponent(id)}`, form),
  );
};

export const useSaveNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    // The lists and the detail show the saved update.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
};
