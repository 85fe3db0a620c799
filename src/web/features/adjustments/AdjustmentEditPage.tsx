// Edit Stock Adjustment: saved lines are updated, new ones created, in one call; a saved line is
// deleted on the server once confirmed.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifyError, notifySuccess } from '../../components/notify';
import { AdjustmentForm, toInput, type FormLine, type FormValues } from './AdjustmentForm';
import { deleteAdjustmentLine, updateAdjustment, type AdjustmentDetails } from './api';
import { useAdjustment } from './useAdjustment';
import { adjustmentKeys, afterWrite } from '../../app/queryKeys';

const ask = (message: string) =>
  new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      title: 'Please confirm',
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'Yes', cancel: 'Cancel' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );

const formOf = (d: AdjustmentDetails): FormValues => ({
  adj_date: d.adj_date,
  remarks: d.remarks,
  lines: d.result.map((l) => ({
    key: `saved-${l.id}`,
    id: l.id,
    m_id: l.m_id,
    group_name: l.group_name,
    brand_name: l.brand_name,
    category_name: l.category_name,
    model: l.model,
    adj_type: l.adj_type,
    adj_qty: l.adj_qty,
    price: l.price,
  })),
});

export default function AdjustmentEditPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const read = useAdjustment({ refetchOnWindowFocus: false });
  if ('waiting' in read) return read.waiting;
  const { adjNo, adjustment, readAt } = read;

  const removeLine = async (l: FormLine) => {
    if (!(await ask('Are you sure you want to delete this product?'))) return false;
    if (!l.id) return true;
    try {
      await deleteAdjustmentLine(l.id);
      notifySuccess('Deleted successfully');
      // not the adjustment open here: reading it again would reset the form's unsaved lines
      await afterWrite(qc, 'adjustment', { keep: adjustmentKeys.detail(adjNo) });
      return true;
    } catch (e) {
      notifyError(e, 'Delete failed');
      return false;
    }
  };

  return (
    <Stack>
      <PageHeader title="Edit Stock Adjustment" back={{ to: '/product-adjustment' }} />
      <AdjustmentForm
        key={readAt}
        adjNo={adjNo}
        initial={formOf(adjustment)}
        submitLabel="Update"
        onRemove={removeLine}
        onSubmit={async (v) => {
          if (!(await ask('Are you sure you want to save this adjustment?'))) return;
          try {
            await updateAdjustment(toInput(v, adjNo));
            notifySuccess('Adjustments saved successfully');
            await afterWrite(qc, 'adjustment');
            navigate('/product-adjustment');
          } catch (e) {
            notifyError(e, 'Failed to save adjustments');
          }
        }}
      />
    </Stack>
  );
}
