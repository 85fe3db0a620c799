// The create and update routes of main and sub heads: the form as a page, back to the list after saving.
import { Alert, Paper, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { HEAD, type HeadKind, type HeadRow } from './heads';
import { HeadForm } from './HeadForm';

export function HeadFormPage({ kind, update }: { kind: HeadKind; update?: boolean }) {
  const h = HEAD[kind];
  const navigate = useNavigate();
  const state = useLocation().state as { head?: HeadRow } | null;
  const initial = update ? state?.head : undefined;
  return (
    <Stack>
      <PageHeader title={`${update ? 'Update' : 'Create'} ${h.title}`} back={{ to: h.listRoute }} />
      {update && !initial ? (
        <Alert color="yellow">
          Choose the head to update from the <Link to={h.listRoute}>{h.title} list</Link>.
        </Alert>
      ) : (
        <Paper withBorder p="md" maw={560}>
          <HeadForm kind={kind} initial={initial} onDone={() => navigate(h.listRoute)} />
        </Paper>
      )}
    </Stack>
  );
}
