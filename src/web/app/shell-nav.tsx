import { Link, useLocation, useSearchParams } from 'react-router';
import { filterSearch } from '../lib/url-state';
import { AREAS } from './areas';
import classes from './shell.module.css';

interface ShellNavProps {
  /** Closes the navbar on mobile once an area is chosen. */
  onNavigate: () => void;
}

/** One link per area; the shared filters travel with it, page-only params (search, sort) do not. */
export function ShellNav({ onNavigate }: ShellNavProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const search = filterSearch(searchParams);

  return (
    <ul className={classes.navList}>
      {AREAS.map(({ label, path, icon: Icon }) => {
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
