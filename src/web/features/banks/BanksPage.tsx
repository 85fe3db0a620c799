// /accounts-bank: search by bank name, branch or account number; S/N, Bank Name, Branch Name, Account
// No, Opening Balance, Balance, Actions; Create Bank opens 'Add New Bank' (Bank Name, Branch Name,
// Account No, Opening Balance and its date, Save); each row edits in a modal with Update. Each bank
// has its own ledger under Bank Accounts; its opening balance is posted against Opening Balance Equity.
import { useState } from 'react';
import { Button, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { confirmRemove } from '../../components/confirm';
import { type Column } from '../../components/DataTable';
import { ListTable } from '../../components/ListTable';
import { useLoadMore } from '../../components/useLoadMore';
import { RowActions } from '../../components/RowActions';
import { SearchInput } from '../../components/SearchInput';
import { EditModal } from '../../components/EditModal';
import { notifySuccess } from '../../components/notify';

import { useSaving } from '../../components/useSaving';
import { useEditing } from '../../components/useEditing';
import { NameField } from '../../components/NameField';
import { DateField } from '../../components/DateField';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { BANK_KINDS, bankKindLabel, type Bank } from '../../../contracts/banks';
import { useUrlParam } from '../../components/useUrlState';
import { afterWrite, bankKeys } from '../../app/queryKeys';
import { FormButtons } from '../../components/FormButtons';
import { call } from '../../components/client';
import { banksApi } from '../../app/queryKeys/banks';

interface BankValues {
  name: string;
  branch: string;
  account_no: string;
  kind?: string;
  wallet_no?: string;
  opening_balance: number;
  opening_date: string | null;
}
const saveBank = (v: BankValues, id?: number) => (id ? call(banksApi.bankEdit, { params: { id }, body: { id, ...v } }) : call(banksApi.bankPost, { body: v }));

function BankForm({ bank, onSaved, onCancel }: { bank: Bank | null; onSaved: () => void; onCancel: () => void }) {
  const [name, setName] = useState(bank?.name ?? '');
  const [branch, setBranch] = useState(bank?.branch ?? '');
  const [accountNo, setAccountNo] = useState(bank?.account_no ?? '');
  const [kind, setKind] = useState<string>(bank?.kind ?? 'bank');
  const [walletNo, setWalletNo] = useState(bank?.wallet_no ?? '');
  const [opening, setOpening] = useState<number | string>(bank?.opening_balance ?? 0);
  const [openingDate, setOpeningDate] = useState(bank?.opening_date ?? todayInDhaka());
  const [error, setError] = useState<string>();
  const { busy, submit: save } = useSaving(
    async () => {
      const amount = typeof opening === 'number' ? opening : Number(opening) || 0;
      await saveBank(
        {
          name,
          branch,
          account_no: accountNo,
          kind,
          wallet_no: kind === 'bank' ? '' : walletNo,
          opening_balance: amount,
          opening_date: amount ? openingDate || null : null,
        },
        bank?.id,
      );
      // The spec's own text for both a new bank and an update.
      notifySuccess('Category create success...!!!');
      onSaved();
    },
    { failure: 'Something went wrong', onRefused: (err) => setError(err.message) },
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Bank name is required');
    void save();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NameField label="Bank Name" value={name} onChange={setName} error={error} onClearError={() => setError(undefined)} />
        <TextInput label="Branch Name" value={branch} onChange={(e) => setBranch(e.currentTarget.value)} />
        <TextInput label="Account No" value={accountNo} onChange={(e) => setAccountNo(e.currentTarget.value)} />
        {/* a bank, or a bKash, Nagad or Rocket merchant or agent account (chosen when it is made) */}
        <Select
          label="Kind"
          data={BANK_KINDS.map((k) => ({ value: k, label: bankKindLabel[k] }))}
          value={kind}
          onChange={(v) => setKind(v ?? 'bank')}
          disabled={!!bank}
          allowDeselect={false}
        />
        {kind !== 'bank' && <TextInput label="Wallet No" value={walletNo} onChange={(e) => setWalletNo(e.currentTarget.value)} />}
        <SimpleGrid cols={2}>
          <NumberInput label="Opening Balance" value={opening} onChange={setOpening} decimalScale={2} thousandSeparator="," hideControls />
          <DateField label="Opening Date" value={openingDate} onChange={setOpeningDate} w="100%" />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          Money in the bank on the opening date; negative for an overdraft.
        </Text>
        {bank?.ledger_name && (
          <Text size="sm" c="dimmed">
            Ledger: {bank.ledger_name} (Bank Accounts). The opening balance is posted against Opening Balance Equity.
          </Text>
        )}
        <FormButtons busy={busy} label={bank ? 'Update' : 'Save'} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export default function BanksPage() {
  const [search, setSearch] = useUrlParam('search');
  const list = useLoadMore<Bank>(banksApi.bankAll, { search }, { key: bankKeys.list });
  const qc = useQueryClient();
  const refresh = () => afterWrite(qc, 'bank');
  const { editing, setEditing, close, saved } = useEditing<Bank>(refresh);

  const remove = (b: Bank) =>
    confirmRemove('Are you sure you want to delete this bank?', async () => {
      await call(banksApi.bankRemove, { params: { id: b.id } });
      notifySuccess('Deleted successfully!');
      refresh();
    });

  const columns: Column<Bank>[] = [
    { label: 'S/N', cell: (_, i) => i + 1, width: 70 },
    { label: 'Bank Name', cell: 'name' },
    { label: 'Branch Name', cell: 'branch' },
    { label: 'Account No', cell: (b) => (b.kind === 'bank' ? b.account_no : `${bankKindLabel[b.kind]} ${b.wallet_no}`.trim()) },
    {
      label: 'Opening Balance',
      align: 'right',
      cell: (b) => (b.opening_balance ? `${money(b.opening_balance)}${b.opening_date ? ` (${displayDate(b.opening_date)})` : ''}` : ''),
    },
    { label: 'Balance', align: 'right', cell: (b) => money(b.balance) },
    {
      label: 'Actions',
      width: 100,
      cell: (b) => <RowActions name={`${b.name} ${b.branch}`} onEdit={() => setEditing(b)} onDelete={() => remove(b)} />,
    },
  ];

  return (
    <Stack>
      <PageHeader title="Bank Management">
        <Button onClick={() => setEditing('new')}>Create Bank</Button>
      </PageHeader>
      <SearchInput
        className="no-print"
        aria-label="Search banks"
        placeholder="Search by bank name, branch or account"
        value={search}
        onChange={setSearch}
        maw={320}
      />
      <ListTable list={list} columns={columns} rowKey={(b) => b.id} />
      <EditModal editing={editing} onClose={close} newTitle="Add New Bank" editTitle="Update Bank">
        {(bank) => <BankForm bank={bank} onCancel={close} onSaved={saved} />}
      </EditModal>
    </Stack>
  );
}
