// A document list row's View and Edit links; the edit screen gets the row's id as navigation state.
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

export function ViewEditLinks({ id, viewTo, editTo, children }: { id: number; viewTo: string; editTo: string; children?: React.ReactNode }) {
  return (
    <Group gap="sm">
      <Anchor component={Link} to={viewTo} size="sm">
        View
      </Anchor>
      <Anchor component={Link} to={editTo} state={{ id }} size="sm">
        Edit
      </Anchor>
      {children}
    </Group>
  );
}
