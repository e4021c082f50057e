import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionReply, signedInApi } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { accountManager, team } from '../../test/people-fixtures';
import { renderApp } from '../../test/render';

const teamApi = {
  ...signedInApi,
  'GET /api/team': () => reply.json(200, { people: team }),
};

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('team page', () => {
  it('lists the people with their preset and their scope in words', async () => {
    mockApi(teamApi);
    await renderApp('/team');
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    await screen.findByRole('table', { name: 'The team' });

    expect(within(rowOf('Olive Owner')).getByText('Owner')).toBeTruthy();
    expect(within(rowOf('Olive Owner')).getByText('All clients')).toBeTruthy();
    expect(within(rowOf('Abel Accounts')).getByText('Account manager')).toBeTruthy();
    expect(within(rowOf('Abel Accounts')).getByText('Harbor Group, Summit Eats')).toBeTruthy();
    expect(within(rowOf('Stella Stores')).getByText('Store manager')).toBeTruthy();
    expect(
      within(rowOf('Stella Stores')).getByText('Bay Burgers Downtown at Harbor Group'),
    ).toBeTruthy();
    expect(within(rowOf('Stella Stores')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('Vera Viewer')).getByText('Viewer')).toBeTruthy();
    expect(within(rowOf('Vera Viewer')).getByText('Deactivated')).toBeTruthy();
    expect(within(rowOf('Vera Viewer')).getByText('Dec 31, 2026')).toBeTruthy();
    // The owner acts on everyone but themselves.
    expect(screen.queryByRole('button', { name: 'Actions for Olive Owner' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Abel Accounts' })).toBeTruthy();
  });

  it('filters by the search box and keeps the search in the URL', async () => {
    mockApi(teamApi);
    const app = await renderApp('/team');
    await screen.findByRole('table', { name: 'The team' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'stella');
    await waitFor(() => expect(screen.queryByText('Abel Accounts')).toBeNull());
    expect(screen.getByText('Stella Stores')).toBeTruthy();
    await waitFor(() => expect(app.location()).toContain('q=stella'));
  });

  it('keeps what was typed in the invitation and says why the server refused it', async () => {
    const { calls } = mockApi({
      ...teamApi,
      'POST /api/team/invitations': () =>
        reply.error(403, 'FORBIDDEN', 'Only an owner may invite another owner.'),
    });
    const app = await renderApp('/team');
    await screen.findByRole('table', { name: 'The team' });

    await app.user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await app.user.type(email, 'new.person@partner.example');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'New Person');
    await app.user.click(within(dialog).getByRole('radio', { name: /Owner/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Only an owner may invite another owner.');
    expect((within(dialog).getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'new.person@partner.example',
    );
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'New Person',
    );
    const sent = calls.filter((call) => call.path === '/api/team/invitations');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'new.person@partner.example',
      name: 'New Person',
      role: 'owner',
      scope: { kind: 'all' },
      until: null,
    });
  });

  it('shows the link to copy once the invitation is made, and whether it was e-mailed', async () => {
    mockApi({
      ...teamApi,
      'POST /api/team/invitations': () =>
        reply.json(201, {
          person: { ...accountManager, id: 'person-new', email: 'n@partner.example' },
          link: 'https://dashboard.example/links/abc',
          expiresAt: '2026-12-03T09:00:00.000Z',
          emailed: false,
        }),
    });
    const app = await renderApp('/team');
    await screen.findByRole('table', { name: 'The team' });
    await app.user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'n@partner.example',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'N');
    await app.user.click(within(dialog).getByRole('radio', { name: /Owner/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect((link as HTMLInputElement).value).toBe('https://dashboard.example/links/abc');
    expect(within(dialog).getByText(/was not e-mailed/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('offers no team actions to a viewer', async () => {
    mockApi({
      ...teamApi,
      'GET /api/session': () =>
        reply.json(200, sessionReply({ ...accountManager, role: 'viewer' })),
    });
    await renderApp('/team');
    await screen.findByText('The team is for owners and managers');
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
  });
});
