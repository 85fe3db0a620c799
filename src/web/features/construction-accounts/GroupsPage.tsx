// /construction/project-account-group
import { ChartPage } from './ChartPage';
import type { GroupRow } from './api';
import { ACCOUNT_NATURE_LABELS, ACCOUNT_NATURES, natureFromName } from '../../../domain/construction';

const NATURES = ACCOUNT_NATURES.map((n) => ({ value: n, label: ACCOUNT_NATURE_LABELS[n] }));

export default function GroupsPage() {
  return (
    <ChartPage<GroupRow>
      level={{
        title: 'Account Group',
        path: '/project/group',
        messages: { nameRequired: 'Group Name is required', created: 'Group Created !!', updated: 'Group Updated !!' },
        choice: {
          key: 'nature',
          label: 'Nature',
          data: NATURES,
          guess: natureFromName,
          description: 'Income and expense groups make a project’s profit; the others are balance-sheet accounts.',
        },
      }}
    />
  );
}
