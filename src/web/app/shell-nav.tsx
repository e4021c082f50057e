import { Link, useLocation, useSearchParams } from 'react-router';
import { filterSearch } from '../lib/url-state';
import { AREAS, type Area } from './areas';
import classes from './shell.module.css';

interface ShellNavProps {
  /** Closes the navbar on mobile once an area is chosen. */
  onNavigate: () => void;
  /** A person with one client: no portfolio to go to (ShellAccess sends it to the client's reviews). */
  oneClient?: string | undefined;
  /** Other areas than the data pages' (the people pages'), and the list's name. */
  areas?: readonly Area[];
  label?: string;
}

/** One link per area; the shared filters travel with it, page-only params (search, sort) do not. */
export function ShellNav({
  onNavigate,
  oneClient,
  // The portfolio is the first area.
  areas = oneClient ? AREAS.slice(1) : AREAS,
  label,
}: ShellNavProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const search = filterSearch(searchParams);

  return (
    <ul className={classes.navList} aria-label={label}>
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
