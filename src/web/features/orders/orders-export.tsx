import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Order } from '../../../contract/orders';
import { Button } from '../../components/plain-button';
import { errorMessage } from '../../lib/api-error';
import { downloadCsv, toCsv } from '../../lib/csv';
import type { Column } from '../../components/table-model';
import { orderCsvColumns } from './order-columns';

interface OrdersExportProps<T extends Order> {
  filename: string;
  columns: readonly Column<T>[];
  /** Every row of the filtered set, all pages. */
  fetchRows: () => Promise<T[]>;
  disabled?: boolean;
}

/** Exports every order of the filters (not only the page shown) as CSV. */
export function OrdersExport<T extends Order>(props: OrdersExportProps<T>) {
  const { filename, columns, fetchRows, disabled } = props;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchRows();
      downloadCsv(filename, toCsv(rows, orderCsvColumns(columns)));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
    >
      Export CSV
    </Button>
  );
}
