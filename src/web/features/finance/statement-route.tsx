import { Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/plain-button';
import { PlainNativeSelect } from '../../components/plain-input';
import { IconFileZip } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ClientGate } from '../../entities/client/client-gate';
import { useClientScope } from '../../entities/client/use-client-scope';
import { lastWholeMonth } from '../../entities/finance/statement-link';
import { useSearchState } from '../../lib/url-state';
import classes from './statement.module.css';
import { statementShape } from './statement-loader';
import { useStatement } from './use-statement';
import { useStatementZip } from './use-statement-zip';
import { StatementPrintButton } from './statement-print-button';
import type { BodyState } from './statement-body';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { TableSkeleton } from '../../components/table-skeleton';
import { addMonths, formatDay, formatMonth, todayOf } from '../../lib/calendar';

export { prefetch } from './statement-loader';

/** The months to choose from: this one and the twelve before, newest first. */
const MONTHS = Array.from({ length: 13 }, (_, index) => {
  const month = addMonths(todayOf(), -index).slice(0, 7);
  return { value: month, label: formatMonth(month) };
});

/** The statement's sections: drawn once its parts are in, so their code loads beside them. */
const StatementBody = lazyAfterPaint(() =>
  import('./statement-body').then((module) => module.StatementBody),
);

/**
 * The document's title, `Maple Kitchens — statement October 2026`: a browser names the PDF it
 * saves after it, so each month of each client is a file of its own.
 */
const statementTitle = (client: string, month: string) =>
  `${client} — statement ${formatMonth(month)}`;

/** One client's month, as a document an account manager sends: printable, and as CSV files. */
export function Component() {
  const [{ month: asked }, setPage] = useSearchState(statementShape);
  const month = asked ?? lastWholeMonth();
  const { details, client, restaurants } = useClientScope();
  const statement = useStatement(client, month);
  usePreload('after-paint', StatementBody);
  const title = client ? statementTitle(client.clientName, month) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  // Every part answered and drawn (the body's code loads after the page paints): the CSVs can be
  // made, and Print pressed; with the charts' code in too, the page prints as it is, with the
  // waterfall (`data-statement-ready` for PDF makers).
  const [body, setBody] = useState<BodyState>('drawing');
  const drawn = !!client && statement.settled && body !== 'drawing';
  const ready = drawn && body === 'printable';
  const monthLabel = useMemo(() => formatMonth(month), [month]);
  const name = client?.clientName ?? '';
  const zip = useStatementZip(statement, restaurants, name, month);

  return (
    <Stack gap="md" className={classes.statement}>
      <PageHeader
        title={`Statement for ${monthLabel}`}
        // A blank line until the client is known, so nothing below moves when it is.
        description={client ? `${name}: every store and marketplace` : '\u00a0'}
        actions={
          <Group gap="sm" align="flex-end" data-no-print>
            <PlainNativeSelect
              label="Month"
              data={MONTHS}
              value={month}
              onChange={(event) => setPage({ month: event.currentTarget.value })}
              w={170}
            />
            <Button
              variant="default"
              leftSection={<IconFileZip size={16} aria-hidden />}
              disabled={!drawn}
              onPointerEnter={zip.preload}
              onFocus={zip.preload}
              onClick={zip.download}
            >
              Download the CSVs
            </Button>
            <StatementPrintButton drawn={drawn} />
          </Group>
        }
      />
      <ClientGate details={details} scope={statement.scope} loadingLabel="Loading the statement…">
        {() => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Prepared {formatDay(todayOf())}. Amounts in US dollars; error charges and deductions
              are negative.
            </Text>
            <Suspense fallback={<TableSkeleton label="Loading the statement…" />}>
              <StatementBody
                statement={statement}
                names={restaurants}
                title={title ?? ''}
                onState={setBody}
              />
              {/* What a PDF maker waits for: there once the body is drawn and can be printed. */}
              {ready && <div data-statement-ready hidden />}
            </Suspense>
          </Stack>
        )}
      </ClientGate>
    </Stack>
  );
}
