// Create Ledger and Update Ledger: main head, sub head (of that main head), name, opening amount
// (posted against Opening Balance Equity) and opening date.
import { useState } from 'react';
import { Alert, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { notifySuccess } from '../../components/notify';
import { todayInDhaka, toNumber } from '../../components/format';
import { listAllMainHeads, listAllSubHeads, saveLedger, type Ledger } from './api';
import { accountKeys, afterWrite } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';
import { SubmitButton } from '../../components/SubmitButton';

export function LedgerFormPage({ update }: { update?: boolean }) {
  const state = useLocation().state as { ledger?: Ledger } | null;
  const ledger = update ? state?.ledger : undefined;
  const mains = useQuery({ queryKey: accountKeys.headsAll('/maingroup_all'), queryFn: listAllMainHeads });
  const subs = useQuery({ queryKey: accountKeys.headsAll('/sub_all'), queryFn: listAllSubHeads });
  const [mId, setMId] = useState<string | null>(ledger ? String(ledger.m_id) : null);
  const [sId, setSId] = useState<string | null>(ledger ? String(ledger.s_id) : null);
  const [name, setName] = useState(ledger?.name ?? '');
  const [amount, setAmount] = useState<string | number>(ledger?.amount ?? 0);
  const [openDate, setOpenDate] = useState(ledger?.open_date ?? todayInDhaka());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { busy, run } = useSaving();
  const qc = useQueryClient();
  const navigate = useNavigate();

  if (update && !ledger) {
    return (
      <Alert color="yellow">
        Choose the ledger to update from the <Link to="/accounts/ledger-group">Ledger list</Link>.
      </Alert>
    );
  }
  const fixed = !!ledger?.system_role;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = {
      m_id: mId ? undefined : 'Main Name is required',
      s_id: sId ? undefined : 'Sub Name is required',
      name: name.trim() ? undefined : 'Ledger Name is required',
    };
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) return;
    await run(async () => {
      const res = await saveLedger(ledger?.id, { m_id: Number(mId), s_id: Number(sId), name: name.trim(), amount: toNumber(amount), open_date: openDate });
      notifySuccess(res.message);
      await afterWrite(qc, 'chart');
      navigate('/accounts/ledger-group');
    }, 'Failed to create');
  };

  return (
    <Stack>
      <PageHeader title={update ? 'Update Ledger' : 'Create Ledger'} back={{ to: '/accounts/ledger-group' }} />
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate maw={720}>
        <Stack>
          {fixed && <Alert color="blue">The documents post to this ledger: it stays under its heads, and only its name can change.</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Main Name"
              required
              searchable
              disabled={fixed}
              data={(mains.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.group_name})` }))}
              value={mId}
              onChange={(v) => {
                setMId(v);
                setSId(null);
              }}
              error={errors.m_id}
              autoFocus
            />
            <Select
              label="Sub Name"
              required
              searchable
              disabled={fixed || !mId}
              data={(subs.data ?? []).filter((s) => String(s.m_id) === mId).map((s) => ({ value: String(s.id), label: s.name }))}
              value={sId}
              onChange={setSId}
              error={errors.s_id}
            />
            <TextInput label="Ledger Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
            <NumberInput
              label="Amount"
              required
              value={amount}
              onChange={setAmount}
              decimalScale={2}
              thousandSeparator=","
              hideControls
              description="Opening balance on the ledger's normal side"
            />
            <DateField label="Opening Date" required value={openDate} onChange={setOpenDate} w="100%" />
          </SimpleGrid>
          <SubmitButton busy={busy} label={update ? 'Update' : 'Save'} />
        </Stack>
      </Paper>
    </Stack>
  );
}
