import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChannelBadge } from './channel-badge';
import { PlainBadge } from './plain-badge';

describe('PlainBadge', () => {
  it('shows its label in the colours of its variant, from the theme', () => {
    renderWithProviders(
      <>
        <PlainBadge variant="filled" color="red.9">
          Last day
        </PlainBadge>
        <PlainBadge variant="light" color="teal" bodyText>
          Replied
        </PlainBadge>
        <PlainBadge variant="outline" color="indigo" textCase="as-written">
          Returning customer
        </PlainBadge>
      </>,
    );
    const last = screen.getByText('Last day');
    expect(last.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-red-9)');
    expect(last.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-white)');
    const replied = screen.getByText('Replied');
    expect(replied.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-teal-light)');
    // The body text colour where the palette's shade on its tint is below AA.
    expect(replied.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-text)');
    const returning = screen.getByText('Returning customer');
    expect(returning.style.getPropertyValue('--badge-bd')).toBe(
      'var(--mantine-color-indigo-outline)',
    );
    expect(returning.dataset.case).toBe('as-written');
  });

  it("a channel's badge names the channel beside a dot of its colour", () => {
    renderWithProviders(<ChannelBadge channel="MARKETPLACE_1" />);
    const badge = screen.getByText(/marketplace/i);
    expect(badge.dataset.variant).toBe('dot');
    expect(badge.style.getPropertyValue('--badge-dot')).toMatch(
      /^var\(--mantine-color-\w+-filled\)$/,
    );
  });

  it('takes the keyboard focus when asked (a status whose explanation shows on focus)', () => {
    renderWithProviders(
      <PlainBadge variant="dot" color="teal" tabIndex={0} aria-label="Won: paid back">
        Won
      </PlainBadge>,
    );
    const badge = screen.getByLabelText('Won: paid back');
    badge.focus();
    expect(document.activeElement).toBe(badge);
  });
});
