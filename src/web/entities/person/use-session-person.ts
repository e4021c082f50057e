import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../lib/session';

/**
 * Who is signed in, and whom they are viewing the dashboard as: `person` is whose eyes the pages
 * see with (the viewed person while viewing as someone), `readOnly` while viewing as someone
 * (the server refuses every write then; the pages do not offer them).
 */
export function useSessionPerson() {
  const session = useQuery(sessionQueryOptions());
  const data = session.data ?? undefined;
  return {
    session: data,
    person: data ? (data.viewingAs ?? data.person) : undefined,
    readOnly: !!data?.viewingAs,
  };
}
