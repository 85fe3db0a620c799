import { Badge } from '@mantine/core';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../domain/construction';

const STATUS_COLORS: Record<ProjectStatus, string> = { start: 'gray', in_progress: 'blue', completed: 'teal', cancelled: 'red' };

/** A project's status as the spec names it: Open, Running, Completed, Cancelled. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
