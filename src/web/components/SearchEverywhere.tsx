// Search everywhere (issue 24, item 6): the header's search box and Ctrl+K (⌘K) open one field that
// finds bills, purchases, returns, quotations and money receipts by number, vouchers (admins),
// customers and suppliers by name or mobile, models by name or code, and serials, on the server as
// you type. Arrow keys move through the hits, Enter opens the one marked.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Box, Group, Kbd, Loader, Modal, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from './api';
import { call } from './client';
import { displayDate } from './format';
import type { SearchHit, SearchKind } from '../../contracts/search';
import { searchApi, searchKeys } from '../app/queryKeys';

const KINDS: Record<SearchKind, { label: string; color: string; to: (h: SearchHit) => string }> = {
  bill: { label: 'Bill', color: 'blue', to: (h) => `/sales-report?id=${h.id}` },
  purchase: { label: 'Purchase', color: 'teal', to: (h) => `/purchase-report?id=${h.id}` },
  sales_return: { label: 'Sales return', color: 'orange', to: (h) => `/sales/bill-return-view?id=${h.id}` },
  purchase_return: { label: 'Purchase return', color: 'orange', to: (h) => `/purchase-return-report?id=${h.id}` },
  quotation: { label: 'Quotation', color: 'grape', to: (h) => `/quotation/report?id=${h.id}` },
  receipt: { label: 'Money receipt', color: 'green', to: (h) => `/receipt-payment/report?id=${h.id}` },
  voucher: { label: 'Voucher', color: 'gray', to: (h) => `/report-account-individual-voucher/${encodeURIComponent(h.title)}` },
  customer: { label: 'Customer', color: 'indigo', to: (h) => `/customer-supplier-customer?search=${encodeURIComponent(h.title)}` },
  supplier: { label: 'Supplier', color: 'cyan', to: (h) => `/customer-supplier-supplier?search=${encodeURIComponent(h.title)}` },
  model: { label: 'Model', color: 'pink', to: (h) => `/product-management-model?search=${encodeURIComponent(h.title)}` },
  serial: { label: 'Serial', color: 'yellow', to: (h) => `/serial-history?sl_no=${encodeURIComponent(h.title)}` },
  // the register on the cheque's side (its detail says "From" a party for one received, "To" for one issued), filtered by its number
  cheque: {
    label: 'Cheque',
    color: 'lime',
    to: (h) => `/cheque-register?${h.detail.startsWith('To ') ? 'direction=issued&' : ''}search=${encodeURIComponent(h.title)}`,
  },
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 150);
  const [marked, setMarked] = useState(0);
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const found = useQuery({
    queryKey: searchKeys.of(debounced),
    queryFn: () => call(searchApi.search, { query: { q: debounced } }),
    enabled: opened && debounced.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const hits = useMemo(() => (debounced.length >= 2 ? (found.data?.hits ?? []) : []), [debounced, found.data]);
  useEffect(() => setMarked(0), [hits]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-hit="${marked}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [marked]);
  const open = (h: SearchHit | undefined) => {
    if (!h) return;
    onClose();
    setQ('');
    navigate(KINDS[h.kind].to(h), { state: { id: h.id } });
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setMarked((m) => Math.min(m + 1, hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setMarked((m) => Math.max(m - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(hits[marked]);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Search everywhere" size="lg" yOffset="8vh" fullScreen={false}>
      <Stack gap="xs">
        <TextInput
          aria-label="Search everywhere"
          placeholder="Bill, purchase, return or receipt number, customer name or mobile, model, serial, cheque number"
          leftSection={<IconSearch size={16} />}
          rightSection={found.isFetching ? <Loader size={14} /> : null}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          onKeyDown={onKey}
          data-autofocus
          // reopened, the last search is selected: typing replaces it, an arrow key keeps it
          onFocus={(e) => e.currentTarget.select()}
          autoComplete="off"
        />
        {found.error && (
          <Text c="red" size="sm">
            {errorMessage(found.error)}
          </Text>
        )}
        {debounced.length >= 2 && !found.isFetching && hits.length === 0 && !found.error && (
          <Text c="dimmed" size="sm" ta="center" p="sm">
            Nothing found for “{debounced}”
          </Text>
        )}
        {q.trim().length < 2 && (
          <Text c="dimmed" size="xs">
            Type 2 characters or more. ↑ ↓ to move, Enter to open, Esc to close.
          </Text>
        )}
        <Box mah="60vh" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
          <Stack gap={2} ref={listRef} role="listbox" aria-label="Search results">
            {hits.map((h, i) => (
              <UnstyledButton
                key={`${h.kind}-${h.id}-${h.title}`}
                data-hit={i}
                role="option"
                aria-selected={i === marked}
                onMouseEnter={() => setMarked(i)}
                onClick={() => open(h)}
                p={6}
                style={{ borderRadius: 6, background: i === marked ? 'var(--mantine-color-blue-light)' : undefined }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Badge color={KINDS[h.kind].color} variant="light" w={118} style={{ flexShrink: 0 }}>
                    {KINDS[h.kind].label}
                  </Badge>
                  <Box style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} truncate>
                      {h.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[h.date ? displayDate(h.date) : '', h.detail].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Modal>
  );
}

/** The header's search: a box on wide screens, an icon on narrow ones; Ctrl+K opens it anywhere. */
export function SearchEverywhere() {
  const [opened, setOpened] = useState(false);
  useHotkeys([['mod+K', () => setOpened(true)]], []);
  const keys = isMac ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <UnstyledButton
        visibleFrom="md"
        onClick={() => setOpened(true)}
        aria-label={`Find anything (${keys})`}
        px="sm"
        h={34}
        w={240}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      >
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <IconSearch size={16} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              Search
            </Text>
          </Group>
          <Kbd size="xs">{keys}</Kbd>
        </Group>
      </UnstyledButton>
      <Tooltip label={`Find anything (${keys})`}>
        <ActionIcon hiddenFrom="md" variant="default" size="lg" onClick={() => setOpened(true)} aria-label={`Find anything (${keys})`}>
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
      <SearchDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
