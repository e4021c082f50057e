import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatementSchedule } from '../../../contract/statements';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const saved = (body: Partial<StatementSchedule>): StatementSchedule => ({
  id: '6b1f0c1e-1111-4a4a-9999-000000000001',
  allClients: false,
  clientIds: ['client-harbor'],
  day: 1,
  recipients: ['books@harbor.example'],
  createdAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-18T09:00:00.000Z',
  next: { date: '2026-12-01', month: '2026-11' },
  ...body,
});

/** The page's other requests, answered plainly; the schedules as `schedules` holds them. */
const api = (
  schedules: StatementSchedule[],
  extra: Record<string, (call: ApiCall) => unknown> = {},
) => ({
  ...signedInApi,
  'GET /api/notifications/settings': () =>
    reply.json(200, {
      brief: {
        enabled: false,
        time: '07:00',
        timeZone: 'UTC',
        days: [1],
        quietHours: null,
        paused: false,
      },
      email: 'demo@partner.example',
      mailConfigured: true,
      updatedAt: null,
    }),
  'GET /api/notifications/deliveries': () => reply.json(200, { deliveries: [] }),
  'GET /api/notifications/statements': () =>
    reply.json(200, { schedules, mailConfigured: true, maySchedule: true }),
  ...extra,
});

const region = () => screen.findByRole('region', { name: 'Scheduled statements' });

describe('notifications page: scheduled statements', () => {
  it('says none are scheduled, checks the day and the addresses, keeps what was typed when the server refuses, then saves', async () => {
    const schedules: StatementSchedule[] = [];
    let refuse = true;
    const { calls } = mockApi(
      api(schedules, {
        'POST /api/notifications/statements': (call: ApiCall) => {
          if (refuse) {
            refuse = false;
            return reply.error(403, 'OUT_OF_SCOPE', 'Some of these clients are not in your access');
          }
          const body = call.body as Omit<StatementSchedule, 'id'>;
          const schedule = saved({ ...body });
          schedules.push(schedule);
          return reply.json(201, { schedule });
        },
      }) as Parameters<typeof mockApi>[0],
    );
    const app = await renderApp('/notifications');
    const section = await region();
    expect(await within(section).findByText('No statements scheduled')).toBeTruthy();
    await app.user.click(within(section).getByRole('button', { name: 'Schedule a statement' }));
    const form = within(section).getByRole('form', { name: 'Schedule a statement' });
    // Two clients: all of them by default; choose one.
    await app.user.click(within(form).getByRole('checkbox', { name: /All my clients/ }));
    await app.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(form).findByText('Choose at least one client, or all of yours'),
    ).toBeTruthy();
    expect(within(form).getByText('Add at least one address')).toBeTruthy();
    await app.user.click(within(form).getByRole('checkbox', { name: 'Harbor Group' }));
    const day = within(form).getByRole('textbox', { name: /Day of the month/ });
    await app.user.clear(day);
    await app.user.type(day, '31');
    const to = within(form).getByRole('textbox', { name: /Send to/ });
    await app.user.type(to, 'books@harbor.example, owner@harbor');
    await app.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText(/Choose a day from 1 to 28/)).toBeTruthy();
    expect(within(form).getByText('“owner@harbor” is not an email address')).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path.includes('statements')),
    ).toHaveLength(0);
    await app.user.clear(day);
    await app.user.type(day, '1');
    await app.user.clear(to);
    await app.user.type(to, 'books@harbor.example');
    await app.user.keyboard('{Enter}');
    await app.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('Could not save the schedule')).toBeTruthy();
    expect(within(form).getByText('Some of these clients are not in your access')).toBeTruthy();
    expect(
      (within(form).getByRole('textbox', { name: /Send to/ }) as HTMLTextAreaElement).value,
    ).toContain('books@harbor.example');
    await app.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Statement scheduled')).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Scheduled statements' });
    expect(list.textContent).toContain('Harbor Group');
    expect(list.textContent).toContain('Day 1 of each month, to books@harbor.example');
    expect(list.textContent).toContain('Next: Dec 1, 2026, the November 2026 statement');
    const posted = calls.filter(
      (call) => call.method === 'POST' && call.path.includes('statements'),
    );
    expect(posted.at(-1)?.body).toEqual({
      allClients: false,
      clientIds: ['client-harbor'],
      day: 1,
      recipients: ['books@harbor.example'],
    });
  });

  it('changes and deletes a schedule', async () => {
    const schedules = [saved({})];
    const { calls } = mockApi(
      api(schedules, {
        [`PUT /api/notifications/statements/${schedules[0]!.id}`]: (call: ApiCall) => {
          schedules[0] = saved(call.body as Partial<StatementSchedule>);
          return reply.json(200, { schedule: schedules[0] });
        },
        [`DELETE /api/notifications/statements/${schedules[0]!.id}`]: () => {
          schedules.pop();
          return new Response(null, { status: 204 });
        },
      }) as Parameters<typeof mockApi>[0],
    );
    const app = await renderApp('/notifications');
    const section = await region();
    await app.user.click(
      await within(section).findByRole('button', { name: 'Change: Harbor Group' }),
    );
    const form = within(section).getByRole('form', { name: 'Change the scheduled statement' });
    const day = within(form).getByRole('textbox', { name: /Day of the month/ });
    await app.user.clear(day);
    await app.user.type(day, '5');
    await app.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Schedule changed')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ day: 5 });
    await app.user.click(
      await within(section).findByRole('button', { name: 'Delete: Harbor Group' }),
    );
    // Asked twice: the first press asks, nothing is deleted yet.
    expect(within(section).getByText('Delete this schedule?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await app.user.click(within(section).getByRole('button', { name: 'Delete' }));
    expect(await within(section).findByText('No statements scheduled')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when every recipient has unsubscribed, and that nothing is sent until an address is added', async () => {
    mockApi(api([saved({ recipients: [] })]) as Parameters<typeof mockApi>[0]);
    await renderApp('/notifications');
    const section = await region();
    expect(
      await within(section).findByText(
        /to nobody: every recipient unsubscribed\. Not sent until you add an address\./,
      ),
    ).toBeTruthy();
    expect(within(section).queryByText(/^Next:/)).toBeNull();
  });
});
