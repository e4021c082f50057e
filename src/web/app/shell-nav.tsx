import { Link, useLocation, useSearchParams } from 'react-router';
import { filterSearch } from '../lib/url-state';
import { AREAS } from './areas';
import classes from './shell.module.css';

interface ShellNavProps {
  /** Closes the navbar on mobile once an area is chosen. */
  onNavigate: () => void;
  /** A person with one client: no portfolio to go to (ShellAccess sends it to the client's reviews). */
  oneClient?: string | undefined;
}

/** One link per area; the shared filters travel with it, page-only params (search, sort) do not. */
export function ShellNav({ onNavigate, oneClient }: ShellNavProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const search = filterSearch(searchParams);
  // The portfolio is the first area.
  const areas = oneClient ? AREAS.slice(1) : AREAS;

  return (
    <ul className={classes.navList}>
      {areas.map(({ label, path, icon: Icon }) => {
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <li key={path}>
            <Link
              to={path + search}
              className={classes.navLink}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon size={18} stroke={1.6} aria-hidden />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
