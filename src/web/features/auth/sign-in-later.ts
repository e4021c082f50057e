import { lazy } from 'react';

/** The sign-in page's extras (sign-in-extras.tsx), off its first paint. */
const load = () => import('./sign-in-extras');

export const CompanySignIn = lazy(() =>
  load().then((module) => ({ default: module.CompanySignIn })),
);
export const SetupRedirect = lazy(() =>
  load().then((module) => ({ default: module.SetupRedirect })),
);
