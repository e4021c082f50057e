import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Person } from '../../../contract/people';
import { nextSortOf, sortRows } from '../../components/table-model';
import { mayInvite, mayManage, seesTeam } from '../../entities/person/person-access';
import { teamQueryOptions } from '../../entities/person/person-queries';
import { useSessionPerson } from '../../entities/person/use-session-person';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { param, useSearchState } from '../../lib/url-state';
import { TEAM_SORTS, teamColumns, type RowActions } from './team-table';

const pageShape = { q: param.text(), sort: param.sort(TEAM_SORTS, 'name') };

const matches = (person: Person, needle: string) =>
  person.name.toLowerCase().includes(needle) || person.email.toLowerCase().includes(needle);

/**
 * The team page's data: the people (searched and sorted as the URL says), their columns, and
 * what the person signed in may do (a courtesy: the server refuses what they may not).
 */
export function useTeamView(actions: Omit<RowActions, 'may'>) {
  const [{ q, sort }, setPage] = useSearchState(pageShape);
  const team = useQuery(teamQueryOptions());
  const details = useQuery(restaurantDetailsQueryOptions());
  const { person: actor, readOnly } = useSessionPerson();
  const { onEdit, onAction } = actions;
  const columns = useMemo(
    () =>
      teamColumns(
        details.data,
        actor && !readOnly
          ? { may: (target) => mayManage(actor, target), onEdit, onAction }
          : undefined,
      ),
    [details.data, actor, readOnly, onEdit, onAction],
  );
  const needle = q.toLowerCase();
  const people = team.data?.people ?? [];
  const rows = sortRows(
    people.filter((person) => !needle || matches(person, needle)),
    columns,
    sort,
  );
  return {
    team,
    rows,
    columns,
    q,
    sort,
    setSearch: (text: string) => setPage({ q: text }),
    setSort: (id: string) => setPage({ sort: nextSortOf(columns, rows, sort, id) }),
    actor,
    allowed: actor ? seesTeam(actor.role) : true,
    canInvite: !!actor && !readOnly && mayInvite(actor),
  };
}
