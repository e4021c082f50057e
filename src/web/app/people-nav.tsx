import { useQuery } from '@tanstack/react-query';
import { IconHistory, IconUsers } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../lib/paths';
import { sessionQueryOptions } from '../lib/session';
import { filterSearch } from '../lib/url-state';
import classes from './shell.module.css';

/**
 * The people areas of the navigation, by role (of the person viewed as, while viewing as
 * someone): the team for owners and managers, the audit log for everyone, a list of their own
 * below the data areas. A courtesy: the server refuses what a role may not see. Drawn after the
 * page has painted (shell-later.tsx).
 */
export default function PeopleNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const session = useQuery(sessionQueryOptions());
  const person = session.data && (session.data.viewingAs ?? session.data.person);
  if (!person) return null;
  const areas = [
    ...(person.role === 'viewer' ? [] : [{ label: 'Team', path: paths.team, Icon: IconUsers }]),
    { label: 'Audit log', path: paths.audit, Icon: IconHistory },
  ];
  return (
    <ul className={classes.navList} aria-label="People">
      {areas.map(({ label, path, Icon }) => (
        <li key={path}>
          <Link
            // The data pages' filters travel through, for the way back.
            to={path + filterSearch(searchParams)}
            className={classes.navLink}
            aria-current={pathname === path ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Icon size={18} stroke={1.6} aria-hidden />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
