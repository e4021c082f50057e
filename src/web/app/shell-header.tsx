import { Anchor, Burger, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../lib/paths';
import { sessionQueryOptions } from '../lib/session';
import { filterSearch } from '../lib/url-state';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { AccountButton } from './account-button';
import { HeaderClientPicker, HeaderOrderSearch } from './header-controls';

interface ShellHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** A person with one client: no client to choose (home, the portfolio, goes to its reviews). */
  oneClient?: string | undefined;
}

export function ShellHeader({ navOpened, onToggleNav, oneClient }: ShellHeaderProps) {
  const [searchParams] = useSearchParams();
  const session = useQuery(sessionQueryOptions());

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpened}
          aria-controls="app-navbar"
        />
        <Anchor
          component={Link}
          to={paths.portfolio + filterSearch(searchParams)}
          c="var(--mantine-color-text)"
          underline="never"
          aria-label="Partner dashboard home"
          // On a phone the navigation's Portfolio link is home: the header's room goes to the
          // search, the client and the buttons.
          visibleFrom="xs"
        >
          <Group gap={8} wrap="nowrap">
            <IconChartBar aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700} visibleFrom="md">
              Partner dashboard
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <HeaderOrderSearch />
        {!oneClient && <HeaderClientPicker />}
        {session.data && (
          <Text size="sm" c="dimmed" visibleFrom="lg" title="Signed in as">
            {session.data.email}
          </Text>
        )}
        <ColorSchemeToggle />
        <AccountButton email={session.data?.email} />
      </Group>
    </Group>
  );
}
