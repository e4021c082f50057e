import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../contract/audit-values';
import type { AuditFilters } from '../../entities/person/person-queries';
import { param, type ParamValues } from '../../lib/url-state';

/**
 * The log's filters in the URL (a reload or a shared link shows the same entries). Not the data
 * pages' `client`, `from` and `to`: the shell fills those in and repairs them for every page (the
 * first client, a whole date range), where the log's own mean "any" when absent and may be half a
 * range.
 */
export const auditShape = {
  person: param.id(),
  forClient: param.id(),
  action: param.oneOf(['', ...AUDIT_ACTIONS], ''),
  outcome: param.oneOf(['', ...AUDIT_OUTCOMES], ''),
  since: param.date(),
  until: param.date(),
};
export type AuditParams = ParamValues<typeof auditShape>;

/** The URL's filters as the server's query names them (empty ones left out). */
export const auditFiltersOf = (p: AuditParams): AuditFilters => ({
  person: p.person,
  client: p.forClient,
  action: p.action || undefined,
  outcome: p.outcome || undefined,
  from: p.since,
  to: p.until,
});
