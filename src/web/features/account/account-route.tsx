import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { SectionHeading } from '../../components/section-heading';
import { describeScope, presetLabel } from '../../entities/person/person-access';
import { useSessionPerson } from '../../entities/person/use-session-person';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { SessionsSection } from './sessions-section';

/*
 * The password form (Mantine's password inputs and its form library) loads as soon as the page
 * has painted, beside its data; until then a box of its height holds its place, so nothing below
 * it moves.
 */
const PasswordForm = lazyAfterPaint(() =>
  import('./password-form').then((module) => module.PasswordForm),
);
/** Two password fields (one described), the button and the gaps between them. */
const PASSWORD_FORM_HEIGHT = 'calc(12.25rem * var(--mantine-scale))';

export function Component() {
  const { session } = useSessionPerson();
  const details = useQuery(restaurantDetailsQueryOptions());
  const person = session?.person;
  usePreload('after-paint', PasswordForm);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Your account"
        description="Who you are here, your password and where you are signed in."
      />
      {person && (
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: '4px 16px',
          }}
        >
          {[
            ['Name', person.name],
            ['Email', person.email],
            ['Access', presetLabel(person)],
            ['Clients', describeScope(person.scope, details.data)],
          ].map(([term, value]) => (
            <Fragment key={term}>
              <Text component="dt" fw={500} size="sm">
                {term}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Fragment>
          ))}
        </dl>
      )}
      {person?.signIn !== 'oidc' && (
        <Stack gap="sm" component="section" aria-labelledby="password-heading">
          <SectionHeading id="password-heading" title="Change password" />
          <Suspense fallback={<div style={{ minHeight: PASSWORD_FORM_HEIGHT }} aria-busy />}>
            <PasswordForm />
          </Suspense>
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="sessions-heading">
        <SectionHeading
          id="sessions-heading"
          title="Your sessions"
          description="Every browser signed in as you. Sign out of one you do not recognise."
        />
        <SessionsSection />
      </Stack>
    </Stack>
  );
}
