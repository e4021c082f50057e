import type { MantineColor } from '@mantine/core';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../contract/disputes';

interface StatusInfo {
  label: string;
  color: MantineColor;
  /** Shown on hover/focus of the status badge. */
  explanation: string;
}

/** The one registry of dispute status names, colours and explanations. */
const REGISTRY: Record<DisputeStatus, StatusInfo> = {
  not_disputed: {
    label: 'Not disputed',
    color: 'gray',
    explanation: 'No dispute has been raised on this charge.',
  },
  pending: {
    label: 'Pending',
    color: 'yellow',
    explanation: 'Raised and awaiting the marketplace’s decision.',
  },
  approved: {
    label: 'Approved',
    color: 'teal',
    explanation: 'The marketplace accepted the dispute: the amount is refunded.',
  },
  denied: {
    label: 'Denied',
    color: 'red',
    explanation: 'The marketplace rejected the dispute: the amount is lost.',
  },
  expired: {
    label: 'Expired',
    color: 'orange',
    explanation: 'The dispute window closed before a dispute was raised.',
  },
};

const isKnown = (status: string): status is DisputeStatus =>
  (DISPUTE_STATUSES as readonly string[]).includes(status);

/** A status the upstream adds later still shows, in grey, under its own name. */
export const statusInfo = (status: string): StatusInfo =>
  isKnown(status)
    ? REGISTRY[status]
    : { label: status, color: 'gray', explanation: 'A status this dashboard does not know yet.' };

export const STATUS_OPTIONS = DISPUTE_STATUSES.map((status) => ({
  value: status,
  label: REGISTRY[status].label,
}));

/** `NEVER_RECEIVED` → `Never received`. */
export const issueLabel = (category: string) =>
  category.charAt(0) + category.slice(1).toLowerCase().replaceAll('_', ' ');
