import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconReport, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LedgerRow } from './api';

/** Edit, delete and (for a project's ledger) the link to its ledger report. */
export function LedgerActions({ row, onEdit, onDelete, report }: { row: LedgerRow; onEdit: () => void; onDelete: () => void; report?: object }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={onEdit}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${row.name}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      {report && (
        <Tooltip label="Ledger Report">
          <ActionIcon variant="subtle" component={Link} to="/construction/project-wise-ledger-reports" state={report} aria-label={`Ledger report of ${row.name}`}>
            <IconReport size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
