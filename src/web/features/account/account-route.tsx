import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
          <Text component="dt" fw={500} size="sm">
            Name
          </Text>
          <Text component="dd" size="sm" m={0}>
            {person.name}
          </Text>
          <Text component="dt" fw={500} size="sm">
            Email
          </Text>
          <Text component="dd" size="sm" m={0}>
            {person.email}
          </Text>
          <Text component="dt" fw={500} size="sm">
            Access
          </Text>
          <Text component="dd" size="sm" m={0}>
            {presetLabel(person)}
          </Text>
          <Text component="dt" fw={500} size="sm">
            Clients
          </Text>
          <Text component="dd" size="sm" m={0}>
            {describeScope(person.scope, details.data)}
          </Text>
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
