// Issue 42, item 11: the first-start checklist on the home screen, for an admin, until every step is
// done: the company's details, its logo, the opening cash, a bank, VAT registered yes or no, the
// catalogue and the parties. Each step ticks itself when its data exists (GET /first_start).
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../components/client';
import { errorMessage } from '../../components/api';
import { useIsAdmin } from '../../app/auth';
import { afterWrite, settingsQueries, vatApi } from '../../app/queryKeys';
import type { FirstStartStep } from '../../../contracts/system';

const STEPS: Record<FirstStartStep, { label: string; hint: string; to: string; action: string }> = {
  company: { label: 'Company details', hint: 'Name, address and phone, as they print on bills', to: '/settings/company', action: 'Open Company Profile' },
  logo: { label: 'Company logo', hint: 'Printed on the letterhead', to: '/settings/company', action: 'Upload the logo' },
  opening_cash: {
    label: 'Opening cash',
    hint: 'The cash in hand on the first day: open the Cash ledger and set its opening balance',
    to: '/accounts/ledger-group',
    action: 'Open the ledgers',
  },
  banks: { label: 'Banks', hint: 'Each bank account or mobile wallet, with its opening balance', to: '/accounts-bank', action: 'Add a bank' },
  vat: { label: 'VAT registered?', hint: 'Registered businesses charge VAT on bills and file Mushak returns', to: '/vat/settings', action: 'Yes, set up VAT' },
  catalogue: {
    label: 'Catalogue',
    hint: 'Your models with prices and opening stock, from a spreadsheet or one by one',
    to: '/settings/import',
    action: 'Import the catalogue',
  },
  parties: {
    label: 'Customers and suppliers',
    hint: 'With their opening dues, from a spreadsheet or one by one',
    to: '/settings/import',
    action: 'Import parties',
  },
};

export function FirstStartChecklist() {
  const admin = useIsAdmin();
  const qc = useQueryClient();
  const s = useQuery({ ...settingsQueries.firstStart, enabled: admin });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!admin || !s.data || s.data.done) return null;
  const done = s.data.steps.filter((x) => x.done).length;
  const noVat = async () => {
    setBusy(true);
    setError(null);
    try {
      await call(vatApi.putVatSettings, { body: { vat_registered: false } });
      await afterWrite(qc, 'vatSettings');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="md" data-testid="first-start">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Getting started</Title>
        <Text size="sm" c="dimmed">
          {done} of {s.data.steps.length} done
        </Text>
      </Group>
      <Progress value={(done / s.data.steps.length) * 100} size="sm" mb="sm" aria-label="Steps done" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing={8}>
        {s.data.steps.map(({ key, done: ok }) => {
          const step = STEPS[key];
          return (
            <Group key={key} gap="sm" wrap="nowrap" align="flex-start" data-step={key} data-done={ok}>
              <ThemeIcon size={22} radius="xl" variant={ok ? 'filled' : 'light'} color={ok ? 'teal' : 'gray'} aria-label={ok ? 'done' : 'to do'}>
                {ok ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" td={ok ? 'line-through' : undefined} c={ok ? 'dimmed' : undefined}>
                  {step.label}
                </Text>
                {!ok && (
                  <>
                    <Text size="xs" c="dimmed">
                      {step.hint}
                    </Text>
                    <Group gap="xs" mt={4}>
                      <Anchor component={Link} to={step.to} size="sm">
                        {step.action}
                      </Anchor>
                      {key === 'vat' && (
                        <Button size="compact-xs" variant="default" loading={busy} onClick={() => void noVat()}>
                          No, not registered
                        </Button>
                      )}
                    </Group>
                  </>
                )}
              </Stack>
            </Group>
          );
        })}
      </SimpleGrid>
      {error && (
        <Alert color="red" mt="sm">
          {error}
        </Alert>
      )}
    </Card>
  );
}
