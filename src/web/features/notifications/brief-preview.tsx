import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Money } from '../../components/money';
import { lowSinceNote, type Brief, type ClientBrief } from '../../entities/brief/brief';
import { CLOSING_SOON_DAYS } from '../../entities/dispute/disputes-queries';
import { URGENT_DAYS } from '../../entities/review/review-state';
import { formatCountOf, formatDateRange } from '../../lib/format';
import { formatDay } from '../../lib/calendar';
import { BriefSection, ClientLine } from './brief-section';
import { LowReviewsList } from './low-reviews-list';
import listClasses from '../../components/plain-list.module.css';

const withFigure = (clients: readonly ClientBrief[], figure: (client: ClientBrief) => number) =>
  clients.filter((client) => figure(client) !== 0);

interface BriefPreviewProps {
  brief: Brief;
  /** Asks again for the clients that could not be read (the others' replies are cached). */
  onRetry: () => void;
  retrying: boolean;
}

/** Today's brief, and which clients, if any, could not be read into it. */
export function BriefPreview({ brief, onRetry, retrying }: BriefPreviewProps) {
  if (brief.unread.length === 0) return <BriefBody brief={brief} />;
  const names = brief.unread.map((client) => client.name).join(', ');
  return (
    <Stack gap="md">
      <ErrorState
        title={`Could not read ${formatCountOf(brief.unread.length, 'client')}: ${names}`}
        error={new Error('Their figures are not in this brief; the other clients’ are.')}
        onRetry={onRetry}
        retrying={retrying}
      />
      <BriefBody brief={brief} />
    </Stack>
  );
}

/** Today's brief as it would arrive: one section per kind of risk, each linking to its page. */
function BriefBody({ brief }: { brief: Brief }) {
  const { clients, totals } = brief;
  if (clients.length === 0 && brief.unread.length === 0)
    return (
      <EmptyState
        title="No clients in your scope"
        description="Once you are given clients, their brief shows here."
      />
    );
  if (!brief.atRisk)
    return (
      <EmptyState
        title="Nothing at risk today"
        description={`Across ${formatCountOf(clients.length, 'client')}: no money left on the table, no dispute or review closing soon, no new one- or two-star review, no payout short of its estimate.`}
      />
    );
  const several = clients.length > 1;
  const byMoneyLeft = withFigure(clients, (client) => client.moneyLeft.totalCents).sort(
    (a, b) => b.moneyLeft.totalCents - a.moneyLeft.totalCents,
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-brief>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {formatDay(brief.today)} · {formatCountOf(clients.length, 'client')}
        </Text>
        <BriefSection
          title="Money left on the table"
          figure="money-left"
          headline={<Money cents={totals.moneyLeftCents} />}
          note={`Open to dispute and POS revenue to claim back, orders of ${formatDateRange(brief.range.from, brief.range.to)}; every open dispute counts, whatever its date.`}
          empty={byMoneyLeft.length === 0}
        >
          {byMoneyLeft.map((client) => (
            <ClientLine
              key={client.clientId}
              client={client}
              several={several}
              figure="money-left"
              value={client.moneyLeft.totalCents}
              detail={`${formatCountOf(client.moneyLeft.open, 'order')} open to dispute`}
              link={{
                to: client.moneyLeft.link,
                label: several ? `Disputes of ${client.name}` : 'Open the disputes page',
              }}
            />
          ))}
        </BriefSection>
        <BriefSection
          title={`Disputes closing within ${CLOSING_SOON_DAYS} days`}
          figure="closing"
          headline={
            <>
              {formatCountOf(totals.closingDisputes, 'order')},{' '}
              <Money cents={totals.closingDisputesCents} />
            </>
          }
          empty={totals.closingDisputes === 0}
        >
          {withFigure(clients, (client) => client.closingDisputes.count).map((client) => (
            <ClientLine
              key={client.clientId}
              client={client}
              several={several}
              figure="closing"
              value={client.closingDisputes.cents}
              detail={formatCountOf(client.closingDisputes.count, 'order')}
              link={{
                to: client.closingDisputes.link,
                label: several
                  ? `Choose the closing disputes of ${client.name}`
                  : 'Choose them on the dispute desk',
              }}
            />
          ))}
        </BriefSection>
        <BriefSection
          title={`Reviews whose reply window closes within ${URGENT_DAYS} days`}
          figure="reviews-closing"
          headline={formatCountOf(totals.reviewsClosing, 'review')}
          empty={totals.reviewsClosing === 0}
        >
          {withFigure(clients, (client) => client.reviewsClosing.count).map((client) => (
            <ClientLine
              key={client.clientId}
              client={client}
              several={several}
              figure="reviews-closing"
              detail={formatCountOf(client.reviewsClosing.count, 'review')}
              link={{
                to: client.reviewsClosing.link,
                label: several ? `Answer the reviews of ${client.name}` : 'Answer them',
              }}
            />
          ))}
        </BriefSection>
        <BriefSection
          title="New one- and two-star reviews"
          figure="low-reviews"
          headline={formatCountOf(totals.lowReviews, 'review')}
          note={lowSinceNote(brief.lowSince)}
          empty={totals.lowReviews === 0}
        >
          {withFigure(clients, (client) => client.lowReviews.length).map((client) => (
            <LowReviewsList key={client.clientId} client={client} several={several} />
          ))}
        </BriefSection>
        <BriefSection
          title="Payouts short of the estimate"
          figure="short-payouts"
          headline={
            <>
              {formatCountOf(totals.shortPayouts, 'store')},{' '}
              <Money cents={-totals.shortPayoutsCents} /> short
            </>
          }
          note={`Stores paid at least 5 % (and $1) less than estimated, orders of ${formatDateRange(brief.range.from, brief.range.to)}.`}
          empty={totals.shortPayouts === 0}
        >
          {withFigure(clients, (client) => client.shortPayouts.stores.length).map((client) => (
            <Stack key={client.clientId} gap={4} component="li">
              {several && (
                <Text fw={600} size="sm">
                  {client.name}
                </Text>
              )}
              <Stack gap={2} component="ul" className={listClasses.list}>
                {client.shortPayouts.stores.map((payout) => (
                  <Text key={payout.store} size="sm" component="li">
                    {payout.restaurant}: paid <Money cents={payout.paidCents} /> of{' '}
                    <Money cents={payout.estimatedCents} /> estimated,{' '}
                    <Money cents={-payout.shortCents} /> short
                  </Text>
                ))}
              </Stack>
              <Anchor component={Link} to={client.shortPayouts.link} size="sm">
                {several
                  ? `Estimated versus actual payout of ${client.name}`
                  : 'Estimated versus actual payout'}
              </Anchor>
            </Stack>
          ))}
        </BriefSection>
      </Stack>
    </Paper>
  );
}
