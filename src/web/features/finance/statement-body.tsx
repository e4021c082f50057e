import { Stack, Text } from '@mantine/core';
import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { chartsArrived, chartsCode } from './measured-chart';
import { DEPOSITS_TABLE, DepositsTable } from './deposits-table';
import { isLargeDifference } from '../../entities/finance/payout-estimate';
import { ESTIMATE_TABLE, statementEstimateColumns } from './estimate-table';
import { PayoutWaterfall } from './payout-waterfall';
import { POS_TABLE } from './pos-table';
import { StoreCards } from './store-cards';
import type { PerStoreTableProps, StoreTableSpec } from './store-table';
import { StoreFigures } from './store-figures';
import { usePhone } from '../../lib/use-phone';
import { usePrinting } from '../../lib/use-printing';
import { usePrintLight } from '../../lib/use-print-light';
import { TAX_TABLE } from './tax-table';
import { DisputesStats } from '../../entities/dispute/disputes-stats';
import {
  OverviewSkeleton,
  OverviewTable,
  ReviewsStats,
  StatementSection,
  useSectionState,
  type SectionState,
} from './statement-sections';
import type { Statement } from './use-statement';

/**
 * How far the body is: `drawing` (a reply is not drawn yet: the body draws in the background),
 * `drawn` (every reply of the month drawn: the CSVs can be made, Print pressed) or `printable`
 * (drawn, with the charts' code in). The waterfall is drawn when it is on the screen, like every
 * chart (on a phone it is below the first screen), and printing draws it: that needs the charts'
 * code. On a wider screen (and for a PDF maker) it is fetched once the month's replies are drawn
 * (they go first on a slow connection), so the browser's own print draws the chart too. A phone
 * does not fetch it for that: the code (104 KB of gzip) was a quarter of the page's main-thread
 * work as it opened (Lighthouse, beside the bare stack: ×3.4 → ×2.7). It comes when the
 * waterfall is scrolled near or Print is pressed (`StatementPrintButton`); the browser's own print
 * before then prints every table, the waterfall's figures included, without the chart. A failure
 * to load it does not hold printing back: the statement prints without the chart, as the page
 * shows it without one.
 */
export type BodyState = 'drawing' | 'drawn' | 'printable';

function useBodyState(drawn: boolean, onState: (state: BodyState) => void) {
  const [chartsIn, setChartsIn] = useState(false);
  const phone = usePhone();
  useEffect(() => {
    if (!drawn) return undefined;
    let live = true;
    const done = () => live && setChartsIn(true);
    (phone ? chartsArrived() : chartsCode()).then(done, done);
    return () => {
      live = false;
    };
  }, [drawn, phone]);
  const state: BodyState = !drawn ? 'drawing' : chartsIn ? 'printable' : 'drawn';
  useLayoutEffect(() => onState(state), [state, onState]);
  useLayoutEffect(() => () => onState('drawing'), [onState]);
}

/** `text` as a CSS string, whatever the characters of a client's name. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"<\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;

const noOpen = () => undefined;
const NONE_OPEN: readonly string[] = [];
/** A section with nothing to ask for (its content says why). */
const NOTHING_ASKED: SectionState<null> = {
  data: null,
  error: null,
  pending: false,
  retry: () => undefined,
};

/**
 * One per-store section (tax, estimate, POS): drawn again only when its own reply, sort or layout
 * changes, not when another section's reply arrives.
 */
const StoreSection = memo(function StoreSection<R extends object>({
  id,
  title,
  state,
  ...figures
}: {
  id: string;
  title: string;
  state: SectionState<{ storeWise: readonly R[] }>;
} & Omit<PerStoreTableProps<R>, 'rows'> & { cards: boolean }) {
  return (
    <StatementSection id={id} title={title} state={state}>
      {(data) => <StoreFigures {...figures} rows={data.storeWise} />}
    </StatementSection>
  );
}) as <R extends object>(
  props: {
    id: string;
    title: string;
    state: SectionState<{ storeWise: readonly R[] }>;
  } & Omit<PerStoreTableProps<R>, 'rows'> & { cards: boolean },
) => ReactNode;

/**
 * The statement's sections, in the order of the finance page: the overview with the month
 * before and the waterfall, the four per-store tables with their totals, disputes and reviews.
 * Each table sorts on screen (its default order in print and in the CSVs).
 *
 * Each section is drawn again only when its own reply or sort changes: the eight replies arrive
 * one by one, and each one drew every table already on the page again.
 */
export function StatementBody({
  statement: current,
  names,
  title,
  onState,
}: {
  statement: Statement;
  names: ReadonlyMap<string, string>;
  /** The document's title: the running head of every printed page. */
  title: string;
  /** Told how far the body is (`BodyState`), and `drawing` again when it goes. */
  onState: (state: BodyState) => void;
}) {
  // Each reply's section is drawn in the background (a transition React draws in slices), not in
  // the task the reply arrived in: with eight replies, those tasks were most of the page's
  // blocking time on a phone.
  const statement = useDeferredValue(current);
  const { queries, disputes, reviews, noListings, settled } = statement;
  // Every reply of the month asked for now is drawn: not the month before's, still on screen while
  // the new month's last replies are drawn in the background.
  useBodyState(settled && statement.scope === current.scope, onState);
  const overviewState = useSectionState(queries.overview);
  const state = {
    // Drawn with the month before, or without it once it failed: drawn first without, its
    // columns widened as it arrived and moved the page on a phone.
    overview: useMemo(
      () => (queries.previous.isPending ? { ...overviewState, pending: true } : overviewState),
      [overviewState, queries.previous.isPending],
    ),
    tax: useSectionState(queries.tax),
    deposits: useSectionState(queries.deposits),
    estimate: useSectionState(queries.estimate),
    pos: useSectionState(queries.pos),
    disputes: useSectionState(queries.disputes),
    reviews: useSectionState(queries.reviews),
  };
  const previous = queries.previous.data;
  // On a phone's screen the per-store tables are cards (a table showed the store alone); on
  // paper, tables, whatever the screen.
  const printing = usePrinting();
  usePrintLight();
  const cards = usePhone() && !printing;
  const [sorts, setSorts] = useState<Record<string, string>>({});
  const onSort = useMemo(() => {
    const sortOf = (table: string) => (sort: string) =>
      setSorts((all) => ({ ...all, [table]: sort }));
    return {
      tax: sortOf('tax'),
      deposits: sortOf('deposits'),
      estimate: sortOf('estimate'),
      pos: sortOf('pos'),
    };
  }, []);

  const overview = useMemo(
    () => (
      <StatementSection
        id="statement-overview"
        title="Overview"
        state={state.overview}
        skeleton={<OverviewSkeleton />}
        first
      >
        {(overview) => (
          <Stack gap="md">
            <OverviewTable current={overview} previous={previous} />
            <PayoutWaterfall graph={overview.graph} />
          </Stack>
        )}
      </StatementSection>
    ),
    [state.overview, previous],
  );
  const deposits = useMemo(
    () => (
      <StatementSection id="statement-deposits" title="Deposits" state={state.deposits}>
        {(data) =>
          cards ? (
            <StoreCards spec={DEPOSITS_TABLE} rows={data.result} names={names} />
          ) : (
            <DepositsTable
              rows={data.result}
              names={names}
              sort={sorts.deposits ?? ''}
              onSort={onSort.deposits}
              open={NONE_OPEN}
              onOpen={noOpen}
            />
          )
        }
      </StatementSection>
    ),
    [state.deposits, names, sorts.deposits, onSort, cards],
  );
  // The three per-store sections: tables, or cards on a phone's screen.
  const storeSection = <R extends object>(
    table: 'tax' | 'estimate' | 'pos',
    title: string,
    sectionState: SectionState<{ storeWise: readonly R[] }>,
    spec: StoreTableSpec<R>,
    figures: Pick<PerStoreTableProps<R>, 'shown' | 'highlight'> = {},
  ) => (
    <StoreSection
      id={`statement-${table}`}
      title={title}
      state={sectionState}
      spec={spec}
      names={names}
      cards={cards}
      sort={sorts[table] ?? ''}
      onSort={onSort[table]}
      {...figures}
    />
  );
  const tax = storeSection('tax', 'Tax', state.tax, TAX_TABLE);
  const estimate = storeSection(
    'estimate',
    'Estimated versus actual payout',
    state.estimate,
    ESTIMATE_TABLE,
    {
      shown: statementEstimateColumns,
      highlight: isLargeDifference,
    },
  );
  const pos = storeSection('pos', 'POS versus off-premise', state.pos, POS_TABLE);
  const disputesSection = useMemo(
    () => (
      <StatementSection id="statement-disputes" title="Disputes" state={state.disputes}>
        {() => disputes && <DisputesStats summary={disputes} label="Disputes of the month" />}
      </StatementSection>
    ),
    [state.disputes, disputes],
  );
  const reviewsSection = useMemo(
    () =>
      noListings ? (
        <StatementSection id="statement-reviews" title="Reviews" state={NOTHING_ASKED}>
          {() => (
            <Text size="sm" c="dimmed">
              This client has no listings, so no reviews.
            </Text>
          )}
        </StatementSection>
      ) : (
        <StatementSection id="statement-reviews" title="Reviews" state={state.reviews}>
          {() => reviews && <ReviewsStats figures={reviews} />}
        </StatementSection>
      ),
    [noListings, state.reviews, reviews],
  );

  return (
    <>
      {/* The running head of every printed page (statement.module.css has the rest of the page). */}
      <style>{`@page { @top-left { content: ${cssString(title)}; } }`}</style>
      {overview}
      {tax}
      {deposits}
      {estimate}
      {pos}
      {disputesSection}
      {reviewsSection}
    </>
  );
}
