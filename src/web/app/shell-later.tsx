import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../lib/session';
import { FilterNotice } from './filter-notice';
import PeopleNav from './people-nav';
import ViewingAsBanner from './viewing-as-banner';

export type ShellLaterProps = { part: 'nav'; onNavigate: () => void } | { part: 'notices' };

/**
 * What the shell draws beside the page but not for its first paint: the people areas of the
 * navigation (by role), and the notices above the page, when there is something to say (whom the
 * dashboard is viewed as; that some of a link's filters were replaced). One module, loaded with
 * the shell's first render (shell-route.tsx) but not before the page can paint.
 */
export default function ShellLater(props: ShellLaterProps) {
  if (props.part === 'nav') return <PeopleNav onNavigate={props.onNavigate} />;
  return <Notices />;
}

function Notices() {
  const viewingAs = useQuery(sessionQueryOptions()).data?.viewingAs;
  return (
    <>
      {viewingAs && <ViewingAsBanner person={viewingAs} />}
      <FilterNotice />
    </>
  );
}
