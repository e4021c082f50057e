import { afterEach, describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './boot-failure';

describe('showBootFailure', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('replaces the loading screen with an alert that says what to do, and logs the cause', () => {
    document.body.innerHTML =
      '<div id="root"><main class="boot-main"><p class="boot-status" role="status">Loading…</p></main></div>';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    showBootFailure(cause);
    const alert = document.querySelector('#root [role="alert"]');
    expect(alert?.textContent).toBe(
      'The dashboard could not load. Check your connection and reload the page.',
    );
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(log).toHaveBeenCalledWith(cause);
  });
});
