/**
 * The bench's reference page: the dashboard's stack with nothing of the dashboard in it. React,
 * Mantine's provider with its default theme, an AppShell with a header and a navbar, and a
 * 25-row Mantine Table of plain data. The routes' main-thread work and blocking time are budgeted
 * as ratios to this page's, measured in the same run, so the budget holds on any host.
 *
 * The rows have checkboxes and a "select all" in the header: the dispute desk's select-and-confirm
 * is measured against this page's click-to-paint (the same React state change over a table).
 */
// Only the styles of what the page draws, in the order Mantine asks for, as the app imports them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, AppShell, Checkbox, MantineProvider, Table, Title } from '@mantine/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const ROWS = Array.from({ length: 25 }, (_, index) => ({
  id: `store-${index + 1}`,
  name: `Store ${index + 1}`,
  city: ['Lisbon', 'Porto', 'Braga', 'Faro', 'Coimbra'][index % 5] ?? '',
  orders: 100 + ((index * 37) % 400),
  revenue: `€${(1000 + ((index * 7919) % 9000)).toLocaleString('en-GB')}.00`,
}));

const LINKS = ['Portfolio', 'Listings', 'Reviews', 'Orders', 'Disputes', 'Finance'];

function ReferenceTable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const all = selected.size === ROWS.length;
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table striped highlightOnHover data-selected={selected.size}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              aria-label="Select all stores"
              checked={all}
              indeterminate={selected.size > 0 && !all}
              onChange={() => setSelected(all ? new Set() : new Set(ROWS.map((row) => row.id)))}
            />
          </Table.Th>
          <Table.Th>Store</Table.Th>
          <Table.Th>City</Table.Th>
          <Table.Th>Orders</Table.Th>
          <Table.Th>Revenue</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((row) => (
          <Table.Tr key={row.id} bg={selected.has(row.id) ? 'blue.0' : undefined}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${row.name}`}
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
              />
            </Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.city}</Table.Td>
            <Table.Td>{row.orders}</Table.Td>
            <Table.Td>{row.revenue}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ReferencePage() {
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header p="md">
        <Title order={2} size="h4">
          Reference
        </Title>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label="Sections">
        {LINKS.map((link) => (
          <Anchor key={link} href={`#${link.toLowerCase()}`} py={4}>
            {link}
          </Anchor>
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Title order={1} size="h2" mb="md">
          Stores
        </Title>
        <ReferenceTable />
      </AppShell.Main>
    </AppShell>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root in the reference page');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <ReferencePage />
    </MantineProvider>
  </StrictMode>,
);
