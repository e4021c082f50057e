import { useMutation } from '@tanstack/react-query';
import { auditSearch, type AuditFilters } from '../../entities/person/person-queries';
import { downloadFile } from '../../lib/csv';
import { apiFetch, errorFromReply, readJson } from '../../lib/http';
import { todayOf } from '../../lib/calendar';
import { useSubmitOnce } from '../../lib/use-submit-once';

/**
 * The filtered log as the server writes it (`GET /api/audit/export`, text/csv), saved as a file.
 * Through `apiFetch`, not a link: the request must carry the dashboard's header.
 */
async function exportAudit(filters: AuditFilters): Promise<void> {
  const response = await apiFetch(`/api/audit/export${auditSearch(filters)}`, { method: 'GET' });
  if (!response.ok) throw errorFromReply(response, await readJson(response));
  const blob = await response.blob();
  downloadFile(`audit-log-${todayOf()}.csv`, blob);
}

export function useAuditExport() {
  return useSubmitOnce(useMutation({ mutationFn: exportAudit }));
}
