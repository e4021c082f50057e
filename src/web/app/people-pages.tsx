import { useLocation } from 'react-router';
import { Component as Account } from '../features/account/account-route';
import { Component as Audit } from '../features/audit/audit-route';
import { Component as Team } from '../features/team/team-route';
import { paths } from '../lib/paths';
import { useOwnTitle } from './own-title';

/**
 * The people pages (the team, the audit log, your account) as one route module: their code
 * comes down together, the first time one opens. They share most of it (the forms, the contract's
 * people schemas), and one entry in the route table instead of three keeps the app's start, on
 * every page's first paint, smaller.
 */
export function Component() {
  const { pathname } = useLocation();
  const team = pathname === paths.team;
  const audit = pathname === paths.audit;
  useOwnTitle(team ? 'Team' : audit ? 'Audit log' : 'Your account');
  if (team) return <Team />;
  return audit ? <Audit /> : <Account />;
}
