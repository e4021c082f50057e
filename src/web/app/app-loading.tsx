import { Center, Loader } from '@mantine/core';

/** Shown while the first route's code and data load. */
export function AppLoading() {
  return (
    <Center component="main" mih="100vh">
      <Loader aria-label="Loading the dashboard" role="status" />
    </Center>
  );
}
