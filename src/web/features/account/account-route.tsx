import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { PageHeader } from '../../components/page-header';
import { SectionHeading } from '../../components/section-heading';
import { describeScope, presetLabel } from '../../entities/person/person-access';
import { useSessionPerson } from '../../entities/person/use-session-person';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { PasswordForm } from './password-form';
import { SessionsSection } from './sessions-section';

export function Component() {
  const { session } = useSessionPerson();
  const details = useQuery(restaurantDetailsQueryOptions());
  const person = session?.person;
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
          <PasswordForm />
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
