import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { todayInDhaka } from '../../components/format';
import { notifyError, notifySuccess } from '../../components/notify';
import { AdjustmentForm, toInput } from './AdjustmentForm';
import { createAdjustment } from './api';
import { afterWrite } from '../../app/queryKeys';

export default function AdjustmentCreatePage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <Stack>
      <PageHeader title="Create Stock Adjustment" back={{ to: '/product-adjustment' }} />
      <AdjustmentForm
        adjNo="Given when saved (ADJ-...)"
        initial={{ adj_date: todayInDhaka(), remarks: '', lines: [] }}
        submitLabel="Submit"
        onSubmit={async (v) => {
          try {
            const saved = await createAdjustment(toInput(v));
            notifySuccess('Adjustments created successfully');
            await afterWrite(qc, 'adjustment');
            navigate(`/stock-adjustment-details?adjNo=${encodeURIComponent(saved.adj_no)}`, { state: { adjNo: saved.adj_no } });
          } catch (e) {
            notifyError(e, 'Failed to create adjustments');
          }
        }}
      />
    </Stack>
  );
}
