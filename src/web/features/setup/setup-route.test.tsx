import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi, signedOutApi, sessionReply } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const firstRunApi = {
  ...signedOutApi,
  'GET /api/setup': () => reply.json(200, { needsOwner: true, partner: 'not-set-up' }),
};

async function fillIn(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.type(await screen.findByLabelText(/Gateway email/), 'partner@gateway.example');
  await app.user.type(screen.getByLabelText(/Gateway password/), 'gateway-secret');
  await app.user.type(screen.getByLabelText(/Your name/), 'Olive Owner');
  await app.user.type(screen.getByLabelText(/Your email/), 'olive@example.com');
  await app.user.type(screen.getByLabelText(/Your password/), 'a long enough password');
}

describe('first-run set-up', () => {
  it('is where the sign-in page sends people while there is no owner', async () => {
    mockApi(firstRunApi);
    const app = await renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Set up the dashboard' });
    expect(app.location()).toBe('/setup');
  });

  it('keeps what was typed and shows the server’s reasons next to the fields', async () => {
    mockApi({
      ...firstRunApi,
      'POST /api/setup': () =>
        reply.error(400, 'INVALID_REQUEST', 'The request was not valid', {
          fields: [{ path: 'owner.password', message: 'is too common' }],
        }),
    });
    const app = await renderApp('/setup');
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Finish the set-up' }));

    await screen.findByText('is too common');
    expect((screen.getByLabelText(/Gateway email/) as HTMLInputElement).value).toBe(
      'partner@gateway.example',
    );
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Olive Owner');
    expect((screen.getByLabelText(/Your password/) as HTMLInputElement).value).toBe(
      'a long enough password',
    );
    expect(app.location()).toBe('/setup');
  });

  it('says when the gateway refuses the partner credential, next to it', async () => {
    mockApi({
      ...firstRunApi,
      'POST /api/setup': () =>
        reply.error(400, 'PARTNER_REFUSED', 'The gateway refused this credential'),
    });
    const app = await renderApp('/setup');
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Finish the set-up' }));
    const message = await screen.findByText('The gateway refused this credential');
    expect(screen.getByLabelText(/Gateway password/).getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });

  it('asks for a password of 12 characters before sending anything', async () => {
    const { calls } = mockApi(firstRunApi);
    const app = await renderApp('/setup');
    await app.user.type(await screen.findByLabelText(/Your password/), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Finish the set-up' }));
    await screen.findByText(/at least 12 characters/, { selector: '.mantine-InputWrapper-error' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('signs the owner in and goes to the landing page', async () => {
    let done = false;
    const { calls } = mockApi({
      ...signedInApi,
      'GET /api/setup': () => reply.json(200, { needsOwner: !done, partner: 'not-set-up' }),
      'GET /api/session': () =>
        done
          ? reply.json(200, sessionReply())
          : reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
      'POST /api/setup': () => {
        done = true;
        return reply.json(200, sessionReply());
      },
    });
    const app = await renderApp('/setup');
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Finish the set-up' }));
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    await waitFor(() => expect(app.location()).toMatch(/^\/portfolio/));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      partner: { email: 'partner@gateway.example', password: 'gateway-secret' },
      owner: {
        name: 'Olive Owner',
        email: 'olive@example.com',
        password: 'a long enough password',
      },
    });
  });
});
