import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A screen's title, an optional back link, and its buttons on the right. Hidden when printing. */
export function PageHeader({ title, back, children }: { title: React.ReactNode; back?: { to: string; label?: string }; children?: React.ReactNode }) {
  return (
    <Stack gap={4} className="no-print">
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> {back.label ?? 'Back'}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center">
        <Title order={3}>{title}</Title>
        {children && <Group gap="xs">{children}</Group>}
      </Group>
    </Stack>
  );
}
