import { type AuditExportQuery, auditExportFileName } from '@pulse/shared/contracts/audit';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { auditSearchParams } from './get-audit-events';

// The server names the file; the same name is built here only if the answer carries none.
export const exportAuditEvents = async (query: AuditExportQuery) => {
  const { blob, fileName } = await apiClient.download(`/audit-events/export?${auditSearchParams(query)}`);
  const name = fileName ?? `${auditExportFileName(query.from, query.to)}.xlsx`;
  saveFile(blob, name);
  return name;
};

export const useExportAuditEvents = () => useMutation({ mutationFn: exportAuditEvents });
