// Add or edit a customer or supplier. A new party needs a name; editing a supplier also needs its
// phone and mobile, editing a customer its phone (the spec's rules). The opening balance is posted
// to the books by the server, dated the opening date (today unless the clerk picks an earlier day).
import { Autocomplete, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useFormValues, type FieldErrors } from '../../components/useFormValues';
import { numberGrouping, toNumber, todayInDhaka } from '../../components/format';
import { DateField } from '../../components/DateField';
import { partyNameRequired } from '../../../contracts/parties';
import { saveParty, type Party, type PartyValues } from './api';
import { FormButtons } from '../../components/FormButtons';
import { useIsAdmin } from '../../app/auth';
import { MessageConsent } from '../../components/MessageConsent';

export type PartyKind = 'customer' | 'supplier';
type Errors = FieldErrors<PartyValues>;

const TYPE_CHOICES: Record<PartyKind, { value: string; label: string }[]> = {
  customer: [
    { value: '1', label: 'Customer' },
    { value: '3', label: 'Customer and supplier' },
  ],
  supplier: [
    { value: '2', label: 'Supplier' },
    { value: '3', label: 'Supplier and customer' },
  ],
};

const MESSAGES = {
  customer: { created: 'Customer create success...!!!', updated: 'Customer Edit success...!!!' },
  supplier: { created: 'Supplier create success...!!!', updated: 'Supplier Update success...!!!' },
};

function check(kind: PartyKind, v: PartyValues, editing: boolean): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = partyNameRequired(v.type);
  if (!v.opening_date) errors.opening_date = 'Opening date is required';
  else if (v.opening_date > todayInDhaka()) errors.opening_date = 'The opening date cannot be after today';
  if (editing && !v.phone.trim()) errors.phone = 'Phone is required';
  if (editing && kind === 'supplier' && !v.mobile.trim()) errors.mobile = 'Mobile is required';
  if (v.credit_limit !== '' && v.credit_limit < 0) errors.credit_limit = 'Credit limit cannot be below zero';
  if (v.credit_days !== '' && (v.credit_days < 0 || !Number.isInteger(v.credit_days)))
    errors.credit_days = 'Credit days must be a whole number of days, not below zero';
  return errors;
}

export function PartyForm({
  kind,
  party,
  zones,
  onSaved,
  onCancel,
}: {
  kind: PartyKind;
  party: Party | null;
  zones: string[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  // A customer's credit is the admin's once the customer exists (the server refuses a user's change, 403).
  const isAdmin = useIsAdmin();
  const creditLocked = !!party && !isAdmin;
  const {
    values: v,
    errors,
    setErrors,
    set,
    passes,
  } = useFormValues<PartyValues>({
    type: (party?.type as 1 | 2 | 3) ?? (kind === 'customer' ? 1 : 2),
    name: party?.name ?? '',
    mobile: party?.mobile ?? '',
    phone: party?.phone ?? '',
    contact_person: party?.contact_person ?? '',
    address: party?.address ?? '',
    zone: party?.zone ?? '',
    amount: party?.amount ?? 0,
    opening_date: party?.opening_date ?? todayInDhaka(),
    credit_limit: party?.credit_limit ?? '',
    credit_days: party?.credit_days ?? '',
    vds_entity: party?.vds_entity ?? false,
  });
  const text = (k: keyof PartyValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(k, e.currentTarget.value as never);

  const { busy, submit: save } = useSaving(
    async () => {
      await saveParty(v, party?.id);
      notifySuccess(party ? MESSAGES[kind].updated : MESSAGES[kind].created);
      onSaved();
    },
    { failure: 'Something went wrong', onRefused: (err) => setErrors({ [err.field && err.field in v ? err.field : 'name']: err.message }) },
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (passes(check(kind, v, !!party))) void save();
  };

  const label = kind === 'customer' ? 'Customer' : 'Supplier';
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={`${label} Name`} required autoFocus data-autofocus value={v.name} error={errors.name} onChange={text('name')} />
          <Select label="Type" data={TYPE_CHOICES[kind]} value={String(v.type)} allowDeselect={false} onChange={(x) => set('type', Number(x) as 1 | 2 | 3)} />
          <TextInput label="Mobile" required={!!party && kind === 'supplier'} value={v.mobile} error={errors.mobile} onChange={text('mobile')} />
          <TextInput label="Phone" required={!!party} value={v.phone} error={errors.phone} onChange={text('phone')} />
          <TextInput label="Contact Person" value={v.contact_person} onChange={text('contact_person')} />
          <Autocomplete label="Zone" data={zones} value={v.zone} onChange={(x) => set('zone', x)} />
          <NumberInput
            label="Opening Balance"
            description={
              kind === 'customer' ? 'What the customer owes us (negative: an advance we hold)' : 'What we owe the supplier (negative: an advance we paid)'
            }
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle={numberGrouping() === 'lakh' ? 'lakh' : 'thousand'}
            value={v.amount}
            error={errors.amount}
            onChange={(x) => set('amount', toNumber(x))}
          />
          <DateField
            label="Opening Date"
            description="The day the opening balance stood at"
            required
            w="100%"
            style={{ alignSelf: 'end' }}
            maxDate={todayInDhaka()}
            value={v.opening_date}
            error={errors.opening_date}
            onChange={(d) => set('opening_date', d)}
          />
          {v.type !== 2 && (
            <>
              <NumberInput
                label="Credit Limit"
                description={creditLocked ? 'Only an admin can change it' : 'The most the customer may owe; empty: no limit'}
                disabled={creditLocked}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle={numberGrouping() === 'lakh' ? 'lakh' : 'thousand'}
                value={v.credit_limit}
                error={errors.credit_limit}
                onChange={(x) => set('credit_limit', x === '' ? '' : toNumber(x))}
              />
              <NumberInput
                label="Credit Days"
                description={creditLocked ? 'Only an admin can change it' : 'Days a bill may stay unpaid; empty: none'}
                disabled={creditLocked}
                allowDecimal={false}
                value={v.credit_days}
                error={errors.credit_days}
                onChange={(x) => set('credit_days', x === '' ? '' : toNumber(x))}
              />
            </>
          )}
        </SimpleGrid>
        {v.type !== 2 && (
          <Checkbox
            label="VDS entity: deducts VAT at source (Mushak 6.6)"
            description={isAdmin ? 'Its collections may record the VAT it deducted' : 'Only an admin can change it'}
            disabled={!isAdmin}
            checked={v.vds_entity}
            onChange={(e) => set('vds_entity', e.currentTarget.checked)}
          />
        )}
        {party && v.type !== 2 && <MessageConsent partyId={party.id} />}
        <Textarea label="Address" autosize minRows={2} value={v.address} onChange={text('address')} />
        <FormButtons busy={busy} label={party ? 'Update' : 'Save'} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
