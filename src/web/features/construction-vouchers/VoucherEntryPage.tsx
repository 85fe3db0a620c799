// /construction/project-account-voucher-entry: a new voucher, starting with two empty lines.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { createVoucher, refreshBooks } from './api';
import { emptyLine, toBody } from './lines';
import { VoucherForm, type VoucherFormValues } from './VoucherForm';

const fresh = (type = 2): VoucherFormValues => ({ type, date: todayInDhaka(), projectId: null, lines: [emptyLine(), emptyLine()] });

export default function VoucherEntryPage() {
  const [form, setForm] = useState(() => ({ key: 0, initial: fresh() }));
  const qc = useQueryClient();
  const save = async (v: VoucherFormValues) => {
    const r = await createVoucher({ project_vc_type: v.type, project_vc_date: v.date, data: toBody(v.lines, v.projectId) });
    notifySuccess('Project vouchers created successfully');
    refreshBooks(qc);
    // A fresh form for the next voucher, keeping the type and date.
    setForm({ key: form.key + 1, initial: { ...fresh(v.type), date: v.date } });
    return r;
  };
  return (
    <Stack>
      <PageHeader title="Voucher Entry">
        <Button variant="default" component={Link} to="/construction/project-account-voucher-list">
          Voucher List
        </Button>
      </PageHeader>
      <VoucherForm key={form.key} initial={form.initial} onSubmit={save} />
    </Stack>
  );
}
