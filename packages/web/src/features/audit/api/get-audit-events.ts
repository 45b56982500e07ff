import {
  type AuditEventPage,
  type AuditEventQuery,
  type AuditExportQuery,
  auditEventPageSchema,
} from '@pulse/shared/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const auditEventsQueryKey = ['audit-events'] as const;

// Empty filters are left out: the server reads a missing one as "any".
export const auditSearchParams = (query: AuditExportQuery & { page?: number }) => {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.action) params.set('action', query.action);
  if (query.subjectId) params.set('subjectId', query.subjectId);
  if (query.actorId) params.set('actorId', query.actorId);
  if (query.page) params.set('page', String(query.page));
  return params.toString();
};

export const getAuditEvents = async (
  query: AuditEventQuery & { page: number },
  signal?: AbortSignal,
): Promise<AuditEventPage> =>
  auditEventPageSchema.parse(await apiClient.get(`/audit-events?${auditSearchParams(query)}`, signal));

export const getAuditEventsQueryOptions = (query: AuditEventQuery & { page: number }) =>
  queryOptions({
    queryKey: [...auditEventsQueryKey, query],
    queryFn: ({ signal }) => getAuditEvents(query, signal),
    // Each visit shows what was recorded up to now; the previous page stays while the next loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

// Not asked while the filters are invalid (the page says why instead).
export const useAuditEvents = (query: AuditEventQuery & { page: number }, options: { enabled: boolean }) =>
  useQuery({ ...getAuditEventsQueryOptions(query), enabled: options.enabled });
