import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import type { ClientBrief } from '../../entities/brief/brief';
import listClasses from '../../components/plain-list.module.css';
import classes from './brief.module.css';

interface BriefSectionProps {
  title: string;
  /** Names the figure for whoever reads it off the page (`data-figure`), the tests among them. */
  figure: string;
  headline: ReactNode;
  note?: string;
  /** Nothing of this kind today: said in a line instead of a list. */
  empty: boolean;
  /** The section's list items. */
  children: ReactNode;
}

/** One kind of risk: its total, what it covers, and one line per client (or item). */
export function BriefSection({
  title,
  figure,
  headline,
  note,
  empty,
  children,
}: BriefSectionProps) {
  const headingId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId}>
        {title}
      </Title>
      <Text fw={700} size="lg" data-figure={figure}>
        {headline}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {empty ? (
        <Text size="sm" c="dimmed">
          None today.
        </Text>
      ) : (
        <ul className={listClasses.list}>{children}</ul>
      )}
    </Stack>
  );
}

interface ClientLineProps {
  client: ClientBrief;
  /** The person has several clients: each line names its client. */
  several: boolean;
  figure: string;
  /** An amount in cents, when the section has one per client. */
  value?: number;
  detail: string;
  link: { to: string; label: string };
}

/** A client's part of a section: its figure, what it counts, and the page that holds it. */
export function ClientLine({ client, several, figure, value, detail, link }: ClientLineProps) {
  return (
    <li className={classes.line} data-client={client.clientId}>
      {several && (
        <Text fw={600} size="sm" span>
          {client.name}
        </Text>
      )}
      {value !== undefined && (
        <Text size="sm" span data-client-figure={figure}>
          <Money cents={value} />
        </Text>
      )}
      <Text size="sm" c="dimmed" span data-detail>
        {detail}
      </Text>
      <Anchor component={Link} to={link.to} size="sm">
        {link.label}
      </Anchor>
    </li>
  );
}
