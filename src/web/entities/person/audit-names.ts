import type { AuditAction, AuditEntry, AuditOutcome } from '../../../contract/people';
import { readableCode } from '../../lib/display-names';

/*
 * The audit log's codes as words, in the style of lib/display-names.ts (kept beside the people
 * pages, which alone show them, so they stay off every other page's first paint).
 */

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'review.reply': 'Replied to a review',
  'dispute.raise': 'Raised a dispute',
  'auto-dispute.set': 'Turned on automatic disputes',
  'auto-dispute.manual-config': 'Added a dispute configuration',
  'person.invite': 'Invited someone',
  'person.accept': 'Accepted an invitation',
  'person.update': 'Changed someone’s access',
  'person.deactivate': 'Deactivated someone',
  'person.reactivate': 'Reactivated someone',
  'person.reset-link': 'Made a reset link',
  'person.password': 'Changed their password',
  'session.sign-in': 'Signed in',
  'session.sign-in-failed': 'Failed to sign in',
  'session.sign-out': 'Signed out',
  'view-as.start': 'Started viewing as someone',
  'partner.connect': 'Connected the partner account',
  'notifications.settings': 'Changed their morning brief',
  'notifications.unsubscribe': 'Unsubscribed from the morning brief',
  'notifications.test': 'Sent themselves a test brief',
  'statements.create': 'Scheduled a statement by e-mail',
  'statements.update': 'Changed a scheduled statement',
  'statements.delete': 'Deleted a scheduled statement',
  'notifications.rule': 'Changed an alert rule',
  'notifications.channel': 'Changed an alert channel',
  'notifications.rule-unsubscribe': 'Turned off an alert rule’s e-mails from the mail',
  'statements.unsubscribe': 'A recipient unsubscribed from a scheduled statement',
};
export const auditActionName = (code: string): string =>
  Object.hasOwn(AUDIT_ACTION_NAMES, code)
    ? AUDIT_ACTION_NAMES[code as AuditAction]
    : readableCode(code);

export const AUDIT_OUTCOME_NAMES: Record<AuditOutcome, string> = {
  ok: 'Done',
  refused: 'Refused',
  failed: 'Failed',
  pending: 'Waiting',
};

/** How long a write may wait for its answer before the log calls it "No answer". */
const ANSWER_WAIT_MS = 60_000;

/**
 * The outcome in words: a `pending` entry older than a minute got no answer (the server stopped
 * between sending and hearing back), and says so.
 */
export const auditOutcomeName = (entry: Pick<AuditEntry, 'outcome' | 'at'>, now = Date.now()) =>
  entry.outcome === 'pending' && now - Date.parse(entry.at) > ANSWER_WAIT_MS
    ? 'No answer'
    : AUDIT_OUTCOME_NAMES[entry.outcome];

/** Detail keys as labels; one the server adds later reads as words. */
const DETAIL_NAMES: Record<string, string> = {
  promo: 'Promo',
  promoValue: 'Promo',
  reason: 'Reason',
  description: 'Description',
  role: 'Role',
  scope: 'Scope',
  email: 'Email',
  channel: 'Channel',
  until: 'Until',
  name: 'Name',
};

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object' && 'kind' in value) {
    const scope = value as { kind: string; clientIds?: unknown; listingIds?: unknown };
    if (scope.kind === 'all') return 'all clients';
    if (Array.isArray(scope.listingIds)) return `${scope.listingIds.length} stores`;
    if (Array.isArray(scope.clientIds)) return `${scope.clientIds.length} clients`;
  }
  return JSON.stringify(value);
};

/** The input that matters, as "Label: value" parts ("Promo: 5", "Role: viewer"). */
export const auditDetailParts = (detail: AuditEntry['detail']): string[] =>
  Object.entries(detail).map(
    ([key, value]) => `${DETAIL_NAMES[key] ?? readableCode(key)}: ${text(value)}`,
  );
