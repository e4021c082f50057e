import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCashRegister, IconDeviceDesktop } from '@tabler/icons-react';
import type { PosVsOffPremiseResult } from '../../../contract/finance';
import { Money } from '../../components/money';
import { Alert } from '../../components/plain-button';
import { claimBackCents } from '../../entities/finance/finance-figures';
import { formatDate } from '../../lib/format';

/** The POS's icon name → an icon we ship; unknown names get a generic terminal. */
const POS_ICONS: Record<string, typeof IconCashRegister> = { 'cash-register': IconCashRegister };

const span = (available: boolean, first: string, last: string) =>
  available ? `${formatDate(first)} – ${formatDate(last)}` : 'no data';

/** Which POS, how complete its data is, and the total to claim back, prominently. */
export function PosSummary({ result }: { result: PosVsOffPremiseResult }) {
  const Icon = POS_ICONS[result.pos.icon] ?? IconDeviceDesktop;
  const claimBack = claimBackCents(result);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="stretch" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <ColorSwatch color={result.pos.color} size={36} radius="md" withShadow={false}>
            <Icon size={20} color="white" aria-hidden />
          </ColorSwatch>
          <Stack gap={0}>
            <Text fw={700}>{result.pos.name}</Text>
            <Text size="xs" c="dimmed">
              POS data: {span(result.is_pos_available, result.first_date, result.last_updated)}
            </Text>
            <Text size="xs" c="dimmed">
              Off-premise data:{' '}
              {span(
                result.is_off_premise_available,
                result.first_date_off_premise,
                result.last_date_off_premise,
              )}
            </Text>
          </Stack>
        </Group>
        <Paper withBorder p="sm" bg="var(--mantine-color-orange-light)" data-claim-back>
          <Text size="sm" fw={600}>
            Total to claim back
          </Text>
          <Money cents={claimBack} fz="xl" fw={800} display="block" />
        </Paper>
      </Group>
      {(result.is_incomplete || !result.is_pos_available || !result.is_off_premise_available) && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Incomplete data">
          The POS or off-premise data does not cover the whole range, so some differences may be
          missing.
        </Alert>
      )}
    </Stack>
  );
}
