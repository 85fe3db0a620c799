import { Alert, Stack, Title } from '@mantine/core';

/** A screen of the route table that has not been built yet: it says so plainly. */
export function NotBuilt({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={3}>{title}</Title>
      <Alert color="gray" title="Not built yet">
        This screen is part of the plan but has not been built yet.
      </Alert>
    </Stack>
  );
}
