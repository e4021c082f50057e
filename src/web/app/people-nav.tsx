import { useQuery } from '@tanstack/react-query';
import { IconBell, IconHistory, IconUsers } from '@tabler/icons-react';
import { paths } from '../lib/paths';
import { sessionQueryOptions } from '../lib/session';
import { ShellNav } from './shell-nav';

/**
 * The people areas of the navigation, by role (of the person viewed as, while viewing as
 * someone): the team for owners and managers, the audit log and today's brief (notifications)
 * for everyone, a list of their own
 * below the data areas. A courtesy: the server refuses what a role may not see. Drawn after the
 * page has painted (shell-later.tsx).
 */
export default function PeopleNav({ onNavigate }: { onNavigate: () => void }) {
  const session = useQuery(sessionQueryOptions());
  const person = session.data && (session.data.viewingAs ?? session.data.person);
  if (!person) return null;
  const areas = [
    ...(person.role === 'viewer' ? [] : [{ label: 'Team', path: paths.team, icon: IconUsers }]),
    { label: 'Audit log', path: paths.audit, icon: IconHistory },
    { label: 'Notifications', path: paths.notifications, icon: IconBell },
  ];
  // The data pages' filters travel through, for the way back.
  return <ShellNav areas={areas} onNavigate={onNavigate} label="People" />;
}
