// jsdom setup for Mantine components (see https://mantine.dev/guides/vitest/) plus RTL cleanup.
// Stubs are plain functions (not vi.fn) so vi.resetAllMocks()/restoreAllMocks() in tests can't break them.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A worker runs its test files one after another in one process (vitest.config.ts: `isolate:
// false`), so React, Mantine and the other libraries are loaded once, not once per file. Our own
// modules are still each file's own: loaded afresh for it, with their module state (the first
// page's paint) as a fresh page has it. What the browser keeps (storage, the address, cookies) is
// cleared after each test below, so no file depends on the one before it.
vi.resetModules();

// The first render of the whole app (lazy routes, loaders) in jsdom can take over a second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // Mantine's notifications live in the library's own store, which the next file shares.
  notifications.clean();
  // Tests fake the network edge with vi.stubGlobal('fetch', …) (see mock-api.ts).
  vi.unstubAllGlobals();
  // What a tab keeps across pages (the raised orders, the reply templates), and its address.
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

// jsdom's own, kept once per worker: each file's setup wraps it, not the last file's wrapper.
const jsdomComputedStyle = ((
  window as { jsdomComputedStyle?: typeof window.getComputedStyle }
).jsdomComputedStyle ??= window.getComputedStyle);
window.getComputedStyle = (elt: Element) => jsdomComputedStyle(elt);

Element.prototype.scrollIntoView = function scrollIntoView() {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

window.ResizeObserver = ResizeObserverStub;
globalThis.ResizeObserver = ResizeObserverStub;

/** jsdom lays nothing out: nothing is ever on screen, so nothing reports (charts stay undrawn). */
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

window.IntersectionObserver = IntersectionObserverStub;
globalThis.IntersectionObserver = IntersectionObserverStub;
