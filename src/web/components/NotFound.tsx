import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Center h="80vh">
      <Stack align="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The address you opened does not exist.</Text>
        <Button component={Link} to="/dashboard-selection">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
