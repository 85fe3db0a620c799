import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: React.ReactNode;
  back?: { to: string; label?: string };
  /** A list's create button: its label and the screen it opens. */
  create?: { label: string; to: string };
  children?: React.ReactNode;
}

/** A screen's title, an optional back link, and its buttons on the right. Hidden when printing. */
export function PageHeader({ title, back, create, children }: PageHeaderProps) {
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
        {(create || children) && (
          <Group gap="xs">
            {create && (
              <Button component={Link} to={create.to}>
                {create.label}
              </Button>
            )}
            {children}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
