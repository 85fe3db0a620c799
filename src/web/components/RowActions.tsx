// The icon buttons at the end of a list row: Edit and Delete, named by the row for screen readers.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** The pencil icon; `tooltip` when the spec words it otherwise. */
export function EditAction({ name, onClick, disabled, tooltip = 'Edit' }: { name: string; onClick: () => void; disabled?: boolean; tooltip?: string }) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} disabled={disabled} onClick={onClick}>
        <IconEdit size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The red bin icon. */
export function DeleteAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Delete">
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onClick}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Edit and Delete side by side (each left out without its handler), then any further icons. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  gap = 2,
  className,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  gap?: number;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Group gap={gap} wrap="nowrap" className={className}>
      {onEdit && <EditAction name={name} onClick={onEdit} />}
      {onDelete && <DeleteAction name={name} onClick={onDelete} />}
      {children}
    </Group>
  );
}
