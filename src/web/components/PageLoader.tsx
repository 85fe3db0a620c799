// The spinner a screen shows while the record it opens is loading.
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center p="xl">
      <Loader />
    </Center>
  );
}
