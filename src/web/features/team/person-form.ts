import * as z from 'zod/mini';
import {
  inviteBody,
  PRESETS,
  presetOf,
  type Person,
  type Preset,
  type Role,
  type Scope,
} from '../../../contract/people';
import { mayGrant } from '../../entities/person/person-access';

export const VIEWER_SCOPES = ['all', 'clients', 'stores'] as const;
type ViewerScope = (typeof VIEWER_SCOPES)[number];

/**
 * What the invite and edit dialogs hold: the person, the preset chosen and what it asks for (the
 * clients of an account manager, the one client of a restaurant-group manager, the client and
 * stores of a store manager, a viewer's choice of these), and the day access ends ('' none).
 */
// A type, not an interface: the form's values are a `Record<string, unknown>`.
export type PersonValues = {
  email: string;
  name: string;
  preset: Preset;
  viewerScope: ViewerScope;
  clientIds: string[];
  clientId: string | null;
  listingIds: string[];
  until: string;
};

const needsClients = (v: PersonValues) =>
  v.preset === 'account-manager' || (v.preset === 'viewer' && v.viewerScope === 'clients');
const needsStores = (v: PersonValues) =>
  v.preset === 'store-manager' || (v.preset === 'viewer' && v.viewerScope === 'stores');

export const personFields = z
  .object({
    email: inviteBody.shape.email,
    name: inviteBody.shape.name,
    preset: z.enum(PRESETS),
    viewerScope: z.enum(VIEWER_SCOPES),
    clientIds: z.array(z.string()),
    clientId: z.nullable(z.string()),
    listingIds: z.array(z.string()),
    until: z.union([z.literal(''), z.iso.date('Enter a date')]),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: v });
      if (needsClients(v) && v.clientIds.length === 0)
        issue('clientIds', 'Choose at least one client');
      if ((v.preset === 'group-manager' || needsStores(v)) && !v.clientId)
        issue('clientId', 'Choose a client');
      if (needsStores(v) && v.clientId && v.listingIds.length === 0)
        issue('listingIds', 'Choose at least one store');
    }),
  );

/** The role and scope the dialog's values ask for. */
export function accessOf(v: PersonValues): { role: Role; scope: Scope } {
  const role: Role = v.preset === 'owner' ? 'owner' : v.preset === 'viewer' ? 'viewer' : 'manager';
  if (role === 'owner' || (role === 'viewer' && v.viewerScope === 'all'))
    return { role, scope: { kind: 'all' } };
  if (needsClients(v)) return { role, scope: { kind: 'clients', clientIds: v.clientIds } };
  if (needsStores(v))
    return {
      role,
      scope: { kind: 'stores', clientId: v.clientId ?? '', listingIds: v.listingIds },
    };
  return { role, scope: { kind: 'clients', clientIds: v.clientId ? [v.clientId] : [] } };
}

/** A person's record as the dialog's values (the edit dialog starts from it). */
export function valuesOf(person: Person): PersonValues {
  const { scope } = person;
  return {
    email: person.email,
    name: person.name,
    preset: presetOf(person.role, scope),
    viewerScope: scope.kind,
    clientIds: scope.kind === 'clients' ? scope.clientIds : [],
    clientId:
      scope.kind === 'stores'
        ? scope.clientId
        : scope.kind === 'clients' && scope.clientIds.length === 1
          ? (scope.clientIds[0] ?? null)
          : null,
    listingIds: scope.kind === 'stores' ? scope.listingIds : [],
    until: person.until ?? '',
  };
}

export const emptyValues: PersonValues = {
  email: '',
  name: '',
  preset: 'viewer',
  viewerScope: 'clients',
  clientIds: [],
  clientId: null,
  listingIds: [],
  until: '',
};

/** The presets someone of `actor`'s role may give (at or below their own role). */
export const presetsFor = (actor: Role): Preset[] =>
  PRESETS.filter((preset) =>
    mayGrant(actor, preset === 'owner' ? 'owner' : preset === 'viewer' ? 'viewer' : 'manager'),
  );
