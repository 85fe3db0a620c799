import { ActionIcon, Tooltip } from '@mantine/core';
import { IconReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowActions } from '../../components/RowActions';
import type { LedgerRow } from './api';

/** Edit, delete and (for a project's ledger) the link to its ledger report. */
export function LedgerActions({ row, onEdit, onDelete, report }: { row: LedgerRow; onEdit: () => void; onDelete: () => void; report?: object }) {
  return (
    <RowActions name={row.name} onEdit={onEdit} onDelete={onDelete}>
      {report && (
        <Tooltip label="Ledger Report">
          <ActionIcon variant="subtle" component={Link} to="/construction/project-wise-ledger-reports" state={report} aria-label={`Ledger report of ${row.name}`}>
            <IconReport size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </RowActions>
  );
}
