import {
  ActionIcon as MantineActionIcon,
  Alert as MantineAlert,
  Button as MantineButton,
  CloseButton as MantineCloseButton,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconRefresh } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { drawnShape } from '../test/element-shape';
import { renderWithProviders } from '../test/render';
import { ActionIcon, Alert, BUTTON_CLASSES, Button, CloseButton } from './plain-button';

// Mantine draws a loader through its Transition, which under test draws it without styles, and
// in the build in its entered state (vite.config.ts): placed by a translate, which ours always
// has. The loader's own style is left out of the comparison and checked on its own.
const withoutLoaderStyle = (tree: unknown): unknown => {
  if (!Array.isArray(tree) || typeof tree[0] !== 'string') return tree;
  const [tag, attributes, children] = tree as [string, string[], unknown[]];
  const loader = attributes.includes(`class=${BUTTON_CLASSES.button.loader}`);
  return [
    tag,
    loader ? attributes.filter((attribute) => !attribute.startsWith('style=')) : attributes,
    children.map(withoutLoaderStyle),
  ];
};

const drawn = (ui: ReactElement) => withoutLoaderStyle(drawnShape(ui, 'main > *'));
const inMain = (ui: ReactElement) => <main>{ui}</main>;

describe('plain buttons', () => {
  it("use Mantine's class names", () => {
    // Not their groups: the app draws none.
    const { root, inner, label, section, loader } = MantineButton.classes;
    const actionIcon = MantineActionIcon.classes;
    expect(BUTTON_CLASSES).toEqual({
      unstyled: UnstyledButton.classes.root,
      button: { root, inner, label, section, loader },
      actionIcon: { root: actionIcon.root, icon: actionIcon.icon, loader: actionIcon.loader },
      closeButton: {
        root: MantineCloseButton.classes.root,
        subtle: MantineCloseButton.classes['root--subtle'],
      },
      alert: MantineAlert.classes,
    });
  });

  it('draw buttons as Mantine Button does, in every state the app uses', () => {
    const cases = [
      {},
      { variant: 'default' as const, size: 'xs' as const, leftSection: <IconDownload size={14} /> },
      { variant: 'light' as const, color: 'red', size: 'compact-sm' as const },
      { variant: 'subtle' as const, rightSection: <IconRefresh size={14} />, fullWidth: true },
      { loading: true, type: 'submit' as const, mt: 'md' },
      { disabled: true, 'aria-label': 'Raise', className: 'extra', style: { width: 120 } },
    ];
    for (const props of cases)
      expect(drawn(inMain(<Button {...props}>Export</Button>))).toEqual(
        drawn(inMain(<MantineButton {...props}>Export</MantineButton>)),
      );
    expect(
      drawn(
        inMain(
          <Button component={Link} to="/portfolio">
            Go
          </Button>,
        ),
      ),
    ).toEqual(
      drawn(
        inMain(
          <MantineButton component={Link} to="/portfolio">
            Go
          </MantineButton>,
        ),
      ),
    );
  });

  it('centre a button’s loader as Mantine’s entered transition does', () => {
    const { container } = renderWithProviders(<Button loading>Save</Button>);
    const loader = container.querySelector<HTMLElement>(`.${BUTTON_CLASSES.button.loader}`);
    expect(loader?.style.transform).toBe(
      'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
    );
    expect(loader?.style.opacity).toBe('1');
  });

  it('draw icon buttons as Mantine ActionIcon does', () => {
    const cases = [
      { variant: 'default' as const, size: 'lg' as const, 'aria-label': 'Dark theme' },
      { variant: 'subtle' as const, color: 'gray', hiddenFrom: 'sm', 'aria-label': 'Menu' },
      { loading: true, size: 'input-sm' as const, 'aria-label': 'Retry' },
      { disabled: true, 'aria-label': 'Next', title: 'Next' },
    ];
    for (const props of cases)
      expect(
        drawn(
          inMain(
            <ActionIcon {...props}>
              <IconRefresh />
            </ActionIcon>,
          ),
        ),
      ).toEqual(
        drawn(
          inMain(
            <MantineActionIcon {...props}>
              <IconRefresh />
            </MantineActionIcon>,
          ),
        ),
      );
  });

  it('draw a clear button as Mantine CloseButton does', () => {
    for (const props of [{ size: 'sm' as const, 'aria-label': 'Clear' }, { disabled: true }])
      expect(drawn(inMain(<CloseButton {...props} />))).toEqual(
        drawn(inMain(<MantineCloseButton {...props} />)),
      );
  });

  it('draw alerts as Mantine Alert does, with a title, an icon and a close button', () => {
    const cases = [
      { color: 'red', title: 'Could not load', icon: <IconAlertTriangle /> },
      { color: 'yellow', mb: 'sm', title: 'Only the newest' },
      { variant: 'light' as const, color: 'blue', title: 'How it works', role: 'status' },
      { withCloseButton: true, closeButtonLabel: 'Dismiss', title: 'Replaced', mb: 'md' },
    ];
    for (const props of cases)
      expect(drawn(inMain(<Alert {...props}>Body text</Alert>))).toEqual(
        drawn(inMain(<MantineAlert {...props}>Body text</MantineAlert>)),
      );
    expect(drawn(inMain(<Alert title="Only a title" />))).toEqual(
      drawn(inMain(<MantineAlert title="Only a title" />)),
    );
  });

  it('name an alert by its title and describe it by its body', () => {
    const { getByRole } = renderWithProviders(<Alert title="Could not load">Try again</Alert>);
    const alert = getByRole('alert', { name: 'Could not load' });
    const body = document.getElementById(alert.getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toBe('Try again');
  });
});
