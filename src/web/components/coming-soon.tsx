import { List, Paper, Stack, Text, Title } from '@mantine/core';

interface ComingSoonProps {
  /** e.g. "Reviews inbox" */
  what: string;
  /** What the finished page will hold, one item per line. */
  planned: string[];
}

/** An honest placeholder: this page is not built yet, and here is what it will hold. */
export function ComingSoon({ what, planned }: ComingSoonProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="coming-soon-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="coming-soon-title">
          {what}: coming in a later release
        </Title>
        <Text size="sm" c="dimmed">
          The filters above already work and are kept in the address, so links you share now will
          open this page with the same view once it is built. It will show:
        </Text>
        <List size="sm" spacing={4}>
          {planned.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
