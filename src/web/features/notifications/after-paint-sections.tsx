import { AlertChannelsSection } from './alert-channels-section';
import { AlertRulesSection } from './alert-rules-section';
import { BriefDelivery, DeliveryLogSection } from './brief-settings-section';
import { StatementSchedules } from './statement-schedules';

/**
 * The page's sections that load after it paints (forms, their controls and schemas), by name:
 * the route lists them, one line each, and their code comes in one request.
 */
const SECTIONS = {
  brief: BriefDelivery,
  rules: AlertRulesSection,
  channels: AlertChannelsSection,
  statements: StatementSchedules,
  log: DeliveryLogSection,
};
export type SectionName = keyof typeof SECTIONS;

export function AfterPaintSection({ name }: { name: SectionName }) {
  const Section = SECTIONS[name];
  return <Section />;
}
