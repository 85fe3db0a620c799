// Pickers shared by the construction screens: a project, a construction ledger (with its balance),
// and the construction voucher types.
import { useMemo } from 'react';
import { IdSelect, type IdSelectProps } from './IdSelect';
import { useQuery } from '@tanstack/react-query';
import { money } from './format';
import { PROJECT_VOUCHER_TYPES } from '../../domain/construction';
import type { ProjectRow } from '../../contracts/construction-projects';
import type { LedgerRow } from '../../contracts/construction-accounts';
import { constructionQueries } from '../app/queryKeys';

export type { ProjectRow, LedgerRow };

/** Every project, for pickers (the lists themselves page by 50). */
export function useProjects() {
  return useQuery(constructionQueries.projectOptions());
}

/** Every construction ledger with its balance (Avl_bal). */
export function useProjectLedgers() {
  return useQuery(constructionQueries.ledgerOptions());
}

type PickerProps = Omit<IdSelectProps, 'data'>;

export function ProjectSelect({ value, onChange, label = 'Project', ...rest }: PickerProps) {
  const projects = useProjects();
  const data = useMemo(() => (projects.data ?? []).map((p) => ({ value: String(p.id), label: `${p.work_id} - ${p.project_name}` })), [projects.data]);
  return (
    <IdSelect
      label={label}
      loading={projects.isLoading}
      prompt="Select a project"
      clearable
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No project found"
      {...rest}
    />
  );
}

/** A searchable ledger select: "Ledger name (Sub head)"; `withBalance` adds the ledger's balance. */
export function ProjectLedgerSelect({ value, onChange, label = 'Ledger', withBalance, ...rest }: PickerProps & { withBalance?: boolean }) {
  const ledgers = useProjectLedgers();
  const data = useMemo(
    () =>
      (ledgers.data ?? []).map((l) => ({
        value: String(l.id),
        label: `${l.name} (${l.sub_name})${withBalance ? ` · ${money(l.Avl_bal)}` : ''}`,
      })),
    [ledgers.data, withBalance],
  );
  return (
    <IdSelect
      label={label}
      loading={ledgers.isLoading}
      prompt="Select a ledger"
      clearable
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No ledger found"
      {...rest}
    />
  );
}

export const VOUCHER_TYPE_OPTIONS = Object.entries(PROJECT_VOUCHER_TYPES).map(([id, t]) => ({ value: id, label: t.name }));

export const voucherTypeName = (type: number | string) => PROJECT_VOUCHER_TYPES[Number(type) as keyof typeof PROJECT_VOUCHER_TYPES]?.name ?? '';
