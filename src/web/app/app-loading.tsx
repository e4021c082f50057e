import { Loader } from '@mantine/core';
import { memo } from 'react';
import { useLocation } from 'react-router';
import { pageHeadingOf } from '../lib/page-headings';
import classes from './app-loading.module.css';
import shapes from '../components/table-skeleton.module.css';
import { LoadingBar, useAnythingLoading } from './top-progress';

/** Shown while the sign-in page's code loads. */
export function AppLoading() {
  return (
    <>
      <LoadingBar />
      <main className={classes.center}>
        <Loader aria-label="Loading the dashboard" role="status" />
      </main>
    </>
  );
}

const Bone = ({ height, width }: { height: number; width?: number | string }) => (
  <div className={shapes.bone} style={{ height, width }} />
);

/**
 * A page's shape while its code and data arrive: its heading where the page will draw it, as the
 * server's page for this address did (drawn, not a heading yet: the page's own h1 says the page
 * is there), its filters and its table.
 */
function PageShape() {
  const heading = pageHeadingOf(useLocation().pathname);
  return (
    <>
      <div role="status" className={shapes.srOnly}>
        Loading the page…
      </div>
      {heading ? (
        <div className={classes.heading}>
          <p className={classes.title}>{heading.title}</p>
          <p className={classes.description}>{heading.description}</p>
        </div>
      ) : (
        <div className={`${classes.rows} ${shapes.pulse}`} aria-hidden>
          <Bone height={30} width={200} />
          <Bone height={14} width="60%" />
        </div>
      )}
      <div className={`${classes.filters} ${shapes.pulse}`} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Bone key={index} height={56} />
        ))}
      </div>
      <div className={`${classes.rows} ${shapes.pulse}`} aria-hidden>
        <Bone height={36} />
        {Array.from({ length: 8 }, (_, index) => (
          <Bone key={index} height={28} />
        ))}
      </div>
    </>
  );
}

/**
 * Shown while the dashboard's first page loads: the shape of the shell and of a data page
 * (header, navigation, title, filters, table), so the page settles in place instead of
 * replacing a blank spinner. Plain elements: this is in the app's entry, on every first paint.
 * Drawn again only when the address changes: not for each reply the shell waits for.
 */
export const ShellLoading = memo(function ShellLoading() {
  return (
    <>
      <LoadingBar />
      <div className={`${classes.header} ${shapes.pulse}`} aria-hidden>
        <Bone height={24} width={120} />
        <Bone height={34} width="min(260px, 50%)" />
      </div>
      <div className={classes.body}>
        <div className={`${classes.nav} ${shapes.pulse}`} aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Bone key={index} height={28} />
          ))}
        </div>
        <main className={classes.main} aria-busy="true">
          <PageShape />
        </main>
      </div>
    </>
  );
});

/**
 * Inside the shell, while a page's code downloads: the page's shape in the shell's main, with the
 * loading bar unless the shell's own (TopProgress) already shows for the page's requests: one bar.
 */
export function PageLoading() {
  const shellBar = useAnythingLoading();
  return (
    <div className={classes.page} aria-busy="true">
      {!shellBar && <LoadingBar />}
      <PageShape />
    </div>
  );
}
