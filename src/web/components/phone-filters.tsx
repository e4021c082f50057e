import { Drawer, Stack } from '@mantine/core';
import { FilterFields, type FilterField } from './filter-fields';
import { Button } from './plain-button';

interface PhoneFiltersDrawerProps {
  fields: readonly FilterField[];
  opened: boolean;
  onClose: () => void;
}

/**
 * The filters on a phone, full screen: the same controls as a desktop's, writing the same URL, so
 * each choice applies at once. Loaded when the "Filters" button is about to be used
 * (phone-filter-bar.tsx): with Mantine's drawer, combobox and date pickers it is the largest
 * file a phone's page loads after paint.
 */
export default function PhoneFiltersDrawer({ fields, opened, onClose }: PhoneFiltersDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="100%">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark is an axe violation. */}
        <Drawer.Header {...{ component: 'div' }}>
          <Drawer.Title>Filters</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            <FilterFields fields={fields} />
            <Button onClick={onClose} fullWidth>
              Show results
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
