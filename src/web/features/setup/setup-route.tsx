import { Anchor, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageQuery } from '../../components/page-query';
import { paths } from '../../lib/paths';
import { setupStateQueryOptions } from '../../lib/setup-state';
import { SetupForm } from './setup-form';
import { BrandCard } from '../../components/brand-card';

/** The first run: the partner credential and the first owner, once; afterwards, a pointer to sign-in. */
export function Component() {
  useDocumentTitle('Set up · Partner dashboard');
  const state = useQuery({ ...setupStateQueryOptions(), retry: 1 });
  return (
    <BrandCard maw={480}>
      <Title order={1} fz="h2">
        Set up the dashboard
      </Title>
      <PageQuery
        query={state}
        errorTitle="Could not check the set-up"
        loadingLabel="Checking the set-up…"
      >
        {({ needsOwner }) =>
          needsOwner ? (
            <SetupForm />
          ) : (
            <Text>
              This dashboard is already set up.{' '}
              <Anchor component={Link} to={paths.signIn}>
                Sign in
              </Anchor>
            </Text>
          )
        }
      </PageQuery>
    </BrandCard>
  );
}
