import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { filterSearch } from '../lib/url-state';
import { AREAS } from './areas';

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
    <Stack gap={4}>
      {AREAS.map(({ label, path, icon: Icon }) => {
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <NavLink
            key={path}
            component={Link}
            to={path + search}
            label={label}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
