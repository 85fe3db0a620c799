// The voucher form of the entry and update screens: number (a preview until saved), date, type and
// the ledger lines. Submit runs the spec's four checks first, the petty cash one with a warning.
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProjectSelect, useProjectLedgers, VOUCHER_TYPE_OPTIONS } from '../../components/constructionPickers';
import { notifyWarning } from '../../components/notify';
import { PETTY_CASH_LEDGER_ID, VOUCHER_MESSAGES } from '../../../domain/construction';
import { nextVoucherNo } from './api';
import { LinesEditor } from './LinesEditor';
import { FormFooter, FormFrame, NumberAndDate, useFormState, type FormProps } from './formParts';
import { isComplete, voucherProblem, type LineDraft } from './lines';
import { projectVoucherKeys } from '../../app/queryKeys';

export interface VoucherFormValues {
  vcNo?: string;
  type: number;
  date: string;
  /** The project the voucher's lines belong to, if any: its payments are the project's expense, its receipts its bill. */
  projectId: number | null;
  lines: LineDraft[];
}

/** Petty cash this form may pay out: its balance, plus what the voucher being edited already took from it. */
export function usePettyAvailable(alreadyOut = 0) {
  const ledgers = useProjectLedgers();
  const petty = ledgers.data?.find((l) => l.id === PETTY_CASH_LEDGER_ID);
  return petty ? petty.Avl_bal + alreadyOut : undefined;
}

export function VoucherForm(props: FormProps<VoucherFormValues>) {
  const { v, setV, tried, setTried, editing, busy, run } = useFormState(props.initial);
  const preview = useQuery({ queryKey: projectVoucherKeys.nextNo(v.type, v.date), queryFn: () => nextVoucherNo(v.type, v.date), enabled: !editing && !!v.date });
  const available = usePettyAvailable(props.pettyAlreadyOut);
  const incomplete = v.lines.some((l) => !isComplete(l));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!v.date) return notifyWarning(VOUCHER_MESSAGES.incompleteLine);
    const problem = voucherProblem(v.lines, available);
    if (problem) return notifyWarning(problem);
    await run(() => props.onSubmit(v), 'Something went wrong.');
  };

  return (
    <FormFrame
      onSubmit={submit}
      head={
        <>
          <NumberAndDate label="Voucher No" saved={v.vcNo} preview={preview.data} date={v.date} onDate={(date) => setV({ ...v, date })} />
          <Select
            label="Voucher Type"
            required
            data={VOUCHER_TYPE_OPTIONS}
            value={String(v.type)}
            onChange={(x) => x && setV({ ...v, type: Number(x) })}
            allowDeselect={false}
            disabled={editing}
          />
          <ProjectSelect label="Project (optional)" value={v.projectId} onChange={(projectId) => setV({ ...v, projectId })} />
        </>
      }
    >
      <LinesEditor lines={v.lines} onChange={(lines) => setV({ ...v, lines })} showErrors={tried} />
      <FormFooter busy={busy} editing={editing} disabled={editing && incomplete} onDeleteAll={props.onDeleteAll} />
    </FormFrame>
  );
}
