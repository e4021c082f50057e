import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ActionIcon, Alert, Button, CloseButton } from './plain-button';

describe('plain buttons', () => {
  it('a button is found by its label, and one click runs its action once', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        onClick={onClick}
      >
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a button is reached by Tab, shows a focus ring, and Enter presses it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(button);
    // The theme's focus ring for keyboard focus (Mantine's global class for it).
    expect(button.classList).toContain('mantine-focus-auto');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a disabled button cannot be pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Raise
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Raise' });
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading button says it is busy, keeps its label and cannot be pressed again', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button loading type="submit" onClick={onClick}>
        Send reply
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send reply' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a button drawn as a link goes where it says', () => {
    renderWithProviders(
      <Button component={Link} to="/portfolio" variant="subtle">
        Back to the portfolio
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back to the portfolio' });
    expect(link.getAttribute('href')).toBe('/portfolio');
    expect(link.getAttribute('type')).toBeNull();
  });

  it('a button takes its variant and colour from the theme’s colours', () => {
    renderWithProviders(
      <>
        <Button variant="light" color="red">
          Discard
        </Button>
        <Button>Turn on</Button>
      </>,
    );
    const discard = screen.getByRole('button', { name: 'Discard' });
    expect(discard.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-light)');
    expect(discard.style.getPropertyValue('--button-color')).toBe(
      'var(--mantine-color-red-light-color)',
    );
    // Neither given: the primary colour, filled, from the stylesheet.
    expect(
      screen.getByRole('button', { name: 'Turn on' }).style.getPropertyValue('--button-bg'),
    ).toBe('');
  });

  it('an icon button is found by its label, says when it is busy, and presses once', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <>
        <ActionIcon variant="default" size="lg" aria-label="Retry" onClick={onClick}>
          <IconRefresh />
        </ActionIcon>
        <ActionIcon loading aria-label="Reload" onClick={onClick}>
          <IconRefresh />
        </ActionIcon>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Reload' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
  });

  it('a close button is a button by its label that presses once', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<CloseButton size="sm" aria-label="Clear" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an alert is named by its title and described by its body', () => {
    renderWithProviders(<Alert title="Could not load">Try again</Alert>);
    const alert = screen.getByRole('alert', { name: 'Could not load' });
    const body = document.getElementById(alert.getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toBe('Try again');
  });

  it('an alert can be a status, and its close button closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <Alert
        role="status"
        color="blue"
        title="Replaced"
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={onClose}
      >
        The configuration was replaced.
      </Alert>,
    );
    expect(screen.getByRole('status', { name: 'Replaced' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
