// Add New, Edit and Delete of ledgers, shared by the ledger list and the per-project ledger list.
import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { confirmRemove } from '../../components/confirm';
import { notifySuccess } from '../../components/notify';
import { deleteLedger, refreshChart, type LedgerRow } from './api';
import { LedgerForm, ledgerValues } from './LedgerForm';

type Editing = { row?: LedgerRow; projectId: number | null };

export function useLedgerEditor(opts: { fixedProject?: boolean } = {}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const qc = useQueryClient();
  const remove = (row: LedgerRow) =>
    confirmRemove(`Are you sure you want to delete the ledger ${row.name}?`, async () => {
      await deleteLedger(row.id);
      notifySuccess('Deleted successfully');
      refreshChart(qc);
    });
  const modal = (
    <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing?.row ? 'Edit Ledger' : 'Add New Ledger'} size="lg">
      {editing && (
        <LedgerForm
          id={editing.row?.id ?? null}
          initial={ledgerValues(editing.row, editing.projectId)}
          fixedProject={opts.fixedProject}
          onDone={() => {
            setEditing(null);
            refreshChart(qc);
          }}
        />
      )}
    </Modal>
  );
  return {
    openNew: (projectId: number | null = null) => setEditing({ projectId }),
    openEdit: (row: LedgerRow) => setEditing({ row, projectId: row.project_id }),
    remove,
    modal,
  };
}
