import { Menu } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconLink,
  IconPencil,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { Person } from '../../../contract/people';
import { ActionIcon } from '../../components/plain-button';
import type { RowActions } from './team-table';

/**
 * A row's menu, opened: its code (Mantine's menu, popover and floating layer) loads once the page is
 * idle, and it takes the place of the row's light button at its first press (team-table.tsx).
 */
export function ActionsMenu({ person, actions }: { person: Person; actions: RowActions }) {
  const active = person.status !== 'deactivated';
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${person.name}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => actions.onEdit(person)}
        >
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => actions.onAction(person, 'reset-link')}
        >
          Reset link
        </Menu.Item>
        {person.status === 'active' && (
          <Menu.Item
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => actions.onAction(person, 'view-as')}
          >
            View as
          </Menu.Item>
        )}
        {active ? (
          <Menu.Item
            color="red"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => actions.onAction(person, 'deactivate')}
          >
            Deactivate
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => actions.onAction(person, 'reactivate')}
          >
            Reactivate
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
