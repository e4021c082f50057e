/*
 * The audit log's codes, schema-free like `people-values.ts` but apart from it: only the audit
 * page and the schemas read them, so the list (which grows with every audited action) stays off
 * the first paint of the pages that need the people values (the presets, the roles).
 */
export const AUDIT_ACTIONS = [
  'review.reply',
  'dispute.raise',
  'auto-dispute.set',
  'auto-dispute.manual-config',
  'person.invite',
  'person.accept',
  'person.update',
  'person.deactivate',
  'person.reactivate',
  'person.reset-link',
  'person.password',
  'session.sign-in',
  'session.sign-in-failed',
  'session.sign-out',
  'view-as.start',
  'partner.connect',
  'notifications.settings',
  'notifications.unsubscribe',
  'notifications.test',
  'statements.create',
  'statements.update',
  'statements.delete',
  'notifications.rule',
  'notifications.channel',
  'notifications.rule-unsubscribe',
  'statements.unsubscribe',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_OUTCOMES = ['pending', 'ok', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
