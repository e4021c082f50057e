import { Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/plain-button';
import { paths } from '../lib/paths';
import { filterSearch } from '../lib/url-state';
import { useOwnTitle } from './own-title';

export function Component() {
  const [searchParams] = useSearchParams();
  useOwnTitle('Page not found');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz="h2" tabIndex={-1}>
        Page not found
      </Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to={paths.portfolio + filterSearch(searchParams)}>
        Go to the portfolio
      </Button>
    </Stack>
  );
}
