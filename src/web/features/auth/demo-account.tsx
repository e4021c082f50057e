import { Code, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/plain-button';
import { metaQueryOptions } from '../../lib/session';

interface DemoAccountProps {
  onUse: (account: { email: string; password: string }) => void;
}

/** Shown only when the proxy says the upstream is the sample API and names its account. */
export function DemoAccount({ onUse }: DemoAccountProps) {
  const meta = useQuery(metaQueryOptions());
  const account = meta.data?.demoAccount;
  if (!account) return null;

  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label="Demo account"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Demo account (sample data)
        </Text>
        <Text size="sm">
          Email <Code>{account.email}</Code>
        </Text>
        <Text size="sm">
          Password <Code>{account.password}</Code>
        </Text>
        <Button variant="light" size="xs" onClick={() => onUse(account)}>
          Fill in the demo account
        </Button>
      </Stack>
    </Paper>
  );
}
