import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/plain-button';
import { metaQueryOptions } from '../../lib/session';

/** The company sign-in start: a full navigation to the server, which sends on to the provider. */
export const OIDC_START_PATH = '/api/oidc/start';

/** Shown only when the server says the company's identity provider is configured. */
export function CompanySignIn() {
  const meta = useQuery(metaQueryOptions());
  if (meta.data?.oidc !== true) return null;
  return (
    <>
      <Text size="sm" c="dimmed" ta="center">
        or
      </Text>
      <Button component="a" href={OIDC_START_PATH} variant="default" fullWidth>
        Sign in with your company account
      </Button>
    </>
  );
}
