import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { afterFirstPagePaints, holdUntilFirstPagePaints, withFirstPaint } from './first-paint';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what waits for the first page to paint', () => {
  it('waits for nothing outside the app (no hold)', async () => {
    const done = settled(afterFirstPagePaints());
    await wait(0);
    expect(done()).toBe(true);
  });

  it('waits, once held, until the first page has painted its header', async () => {
    holdUntilFirstPagePaints(60_000);
    const done = settled(afterFirstPagePaints());
    await wait(20);
    expect(done()).toBe(false);
    const FirstPage = withFirstPaint(() => <h1>Orders</h1>);
    renderWithProviders(<FirstPage />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    await afterFirstPagePaints();
    expect(done()).toBe(true);
  });

  it('draws what sits beside the pages only once the first page has painted its header', async () => {
    // A fresh app: the test above already had its first page.
    vi.resetModules();
    const { holdUntilFirstPagePaints, useFirstPagePainted, withFirstPaint } =
      await import('./first-paint');
    holdUntilFirstPagePaints(60_000);
    function Beside() {
      return useFirstPagePainted() ? <p>People and notices</p> : null;
    }
    const FirstPage = withFirstPaint(() => <h1>Listings</h1>);
    renderWithProviders(
      <>
        <Beside />
        <FirstPage />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Listings' })).toBeTruthy();
    expect(screen.queryByText('People and notices')).toBeNull();
    expect(await screen.findByText('People and notices')).toBeTruthy();
    // Once painted, what mounts later draws at once.
    renderWithProviders(<Beside />);
    expect(screen.getAllByText('People and notices')).toHaveLength(2);
  });

  it('waits at most the time given when no page paints', async () => {
    vi.useFakeTimers();
    try {
      holdUntilFirstPagePaints(50);
      const done = settled(afterFirstPagePaints());
      await vi.advanceTimersByTimeAsync(49);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect(done()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
