import type { AlertChannel, AlertCondition, AlertKind, AlertRule } from '../../../contract/alerts';
import type { Client } from '../../../contract/listings';
import { formatCents, toCents } from '../../lib/format';

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'low-review': 'A one- or two-star review',
  'closing-disputes': 'Disputes closing soon',
  'short-payout': 'A payout short of its estimate',
  'win-rate': 'A falling dispute win rate',
};

/** What a rule watches for, in words: "A dispute worth more than $100.00 closing within 3 days". */
export const conditionWords = (condition: AlertCondition): string => {
  switch (condition.kind) {
    case 'low-review':
      return condition.maxRating === 1 ? 'A one-star review' : 'A one- or two-star review';
    case 'closing-disputes':
      return `A dispute worth more than ${formatCents(toCents(condition.minAmount))} closing within ${condition.withinDays} ${condition.withinDays === 1 ? 'day' : 'days'}`;
    case 'short-payout': {
      const by = [
        condition.shortAmount !== null ? formatCents(toCents(condition.shortAmount)) : null,
        condition.shortPercent !== null ? `${condition.shortPercent} %` : null,
      ].filter(Boolean);
      return `A payout short of its estimate by more than ${by.join(' or ')}`;
    }
    case 'win-rate':
      return `A dispute win rate below ${condition.belowPercent} % over 4 weeks`;
  }
};

/** `E-mail (you@…)`, `Slack: Ops room`, `Webhook: Tickets`. */
export const channelLabel = (channel: AlertChannel) =>
  channel.kind === 'email'
    ? `E-mail (${channel.hint})`
    : `${channel.kind === 'slack' ? 'Slack' : 'Webhook'}: ${channel.name}`;

/** Where a rule looks: "All your clients", or the chosen clients' names and how many stores. */
export const whereWords = (rule: AlertRule, clients: readonly Client[]) => {
  const names = rule.clientIds.map(
    (id) => clients.find((client) => client.clientId === id)?.clientName ?? id,
  );
  const where = names.length === 0 ? 'All your clients' : names.join(', ');
  const stores = rule.listingIds.length;
  return stores === 0 ? where : `${where}, ${stores} ${stores === 1 ? 'store' : 'stores'}`;
};
