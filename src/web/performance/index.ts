/*
 * The performance layer: code that exists only so pages paint sooner and answer input between
 * long pieces of work. Nothing here changes what a page shows; each piece, the effect it was
 * measured to have and what to re-check on a library upgrade are in docs/performance.md.
 * Importable from every layer, like lib/; it imports none of the app's own code.
 *
 * When work runs (schedule.ts)
 * - `afterNextPaint(run)`: after the next frame is drawn. Returns a cancel.
 * - `whenIdle(run, timeout)`: when the browser is idle, at the latest after `timeout` ms.
 * - `nextTask()`: a promise that resolves in a task of its own, to cut a long task in two.
 * - `once(make)`: a value made on first use only (an `Intl` object: the number formats, the
 *   tables' collator, which many pages never need).
 *
 * The app's first page (first-paint.tsx)
 * - `holdUntilFirstPagePaints()`: once, at the app's start; `afterFirstPagePaints()` then
 *   resolves when the first page has painted its header (for what is drawn beside the pages).
 * - `withFirstPaint(Page)`: a page whose bodies draw in a transition after its header has painted;
 *   `useAfterFirstPaint()` tells a body whether it may draw yet.
 * - `useFirstPagePainted()`: for what sits beside the pages (the shell's later parts), whether the
 *   first page's header has painted, so their code is not asked for with it.
 *
 * Code loaded after paint (load-after-paint.ts, upgraded.tsx)
 * - `lazyAfterPaint(load)`: a component whose code stays off the first paint (a dialog, a drawer,
 *   a heavy control), loaded on first use or by `preload`.
 * - `usePreload('after-paint' | 'on-intent', ...components)`: load such code as soon as the page
 *   has painted (what draws its data) or at the person's first use of the page (what a click opens).
 * - `useLoadedAfterPaint(component)` with `<Upgraded>`: a light stand-in of the same size until
 *   the real control's code is in; `useTakeFocus` hands the stand-in's focus over.
 *
 * What a phone draws (drawn-when-near.tsx)
 * - `<DrawnWhenNear height>`: a section below a phone's first screen, drawn when it comes
 *   within a screen of being seen, for printing, at an anchor, or when the browser's find opens.
 * - `useNear(ref, initially, ahead)`: the same watch alone, as a state (the finance charts' boxes
 *   wait on it on every screen).
 *
 * React Query's work in fewer, shorter tasks
 * - `coalesceQueryNotifications()` (query-scheduler.ts): React Query's notifications once a frame,
 *   what arrived since the last frame drawn together, instead of a timer each.
 * - `useQueriesInTransition(queries)` (use-queries-in-transition.ts): many queries whose results
 *   are drawn one transition at a time (the portfolio's rows).
 *
 * Import from the file that holds a helper: a page's first paint then takes only what it uses.
 */
export * from './drawn-when-near';
export * from './first-paint';
export * from './load-after-paint';
export * from './query-scheduler';
export * from './schedule';
export * from './upgraded';
export * from './use-queries-in-transition';
