// The form of a main head (group and name) or a sub head (main head and name), in a modal or a page.
import { useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../components/notify';
import { HEAD, type HeadKind, type HeadRow } from './heads';
import { accountKeys, afterWrite } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';
import { SubmitButton } from '../../components/SubmitButton';

export function HeadForm({ kind, initial, onDone }: { kind: HeadKind; initial?: HeadRow; onDone: () => void }) {
  const h = HEAD[kind];
  const parents = useQuery({ queryKey: accountKeys.headOptions(h.parentsKey), queryFn: h.parents });
  const [parent, setParent] = useState<string | null>(initial?.[h.parentKey] ? String(initial[h.parentKey]) : null);
  const [name, setName] = useState(initial?.name ?? '');
  const [errors, setErrors] = useState<{ parent?: string; name?: string }>({});
  const { busy, run } = useSaving();
  const qc = useQueryClient();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = { parent: parent ? undefined : h.parentMissing, name: name.trim() ? undefined : h.nameMissing };
    setErrors(errs);
    if (errs.parent || errs.name) return;
    await run(async () => {
      const res = await h.save(initial?.id, { [h.parentKey]: Number(parent), name: name.trim() });
      notifySuccess(res.message);
      await afterWrite(qc, 'chart');
      onDone();
    }, h.failed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <Select label={h.parentLabel} required searchable data={parents.data ?? []} value={parent} onChange={setParent} error={errors.parent} autoFocus />
        <TextInput label={h.nameLabel} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <SubmitButton busy={busy} label={initial ? 'Update' : 'Save'} />
      </Stack>
    </form>
  );
}
