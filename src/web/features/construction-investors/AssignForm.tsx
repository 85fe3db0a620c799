// The Add Project Investment form (in a modal): project, investor and contribution amount, each
// required with the spec's message. Editing an investment changes its amount only.
import { useMemo, useState } from 'react';
import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { ProjectSelect } from '../../components/constructionPickers';
import { ApiError } from '../../components/api';
import { INVESTOR_MESSAGES, useAllInvestors, type AssignFormValues } from './api';
import { FormButtons } from '../../components/FormButtons';
import { useSaving } from '../../components/useSaving';

type Errors = Partial<Record<keyof AssignFormValues, string>>;

const REQUIRED: [keyof AssignFormValues, string][] = [
  ['project_id', INVESTOR_MESSAGES.projectRequired],
  ['investor_id', INVESTOR_MESSAGES.investorRequired],
  ['contribution_amount', INVESTOR_MESSAGES.amountRequired],
];

export function AssignForm(props: {
  initial: AssignFormValues;
  amountOnly?: boolean;
  onSubmit: (v: AssignFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [v, setV] = useState(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, run } = useSaving();
  const investors = useAllInvestors();
  const investorOptions = useMemo(() => (investors.data ?? []).map((i) => ({ value: String(i.id), label: i.name })), [investors.data]);
  const set = <K extends keyof AssignFormValues>(k: K, value: AssignFormValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setErrors((cur) => ({ ...cur, [k]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Errors = {};
    for (const [k, message] of REQUIRED) if (v[k] === null || String(v[k]).trim() === '') errs[k] = message;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    await run(
      () => props.onSubmit(v),
      INVESTOR_MESSAGES.duplicateAssignment,
      (err) => {
        if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ProjectSelect
          label="Project"
          required
          value={v.project_id}
          onChange={(id) => set('project_id', id)}
          error={errors.project_id}
          disabled={props.amountOnly}
          autoFocus={!props.amountOnly}
        />
        <Select
          label="Investor"
          required
          searchable
          placeholder={investors.isLoading ? 'Loading...' : 'Select an investor'}
          data={investorOptions}
          value={v.investor_id ? String(v.investor_id) : null}
          onChange={(x) => set('investor_id', x ? Number(x) : null)}
          nothingFoundMessage="No investor found"
          error={errors.investor_id}
          disabled={props.amountOnly}
        />
        <NumberInput
          label="Contribution Amount"
          required
          min={0}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          value={v.contribution_amount}
          onChange={(x) => set('contribution_amount', String(x))}
          error={errors.contribution_amount}
          autoFocus={props.amountOnly}
        />
        <Text size="xs" c="dimmed">
          A project's profit/loss and expenses are split between its investors in proportion to their contributions.
        </Text>
        <FormButtons busy={busy} label="Submit" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
