// /construction/project-account-group
import { ChartPage } from './ChartPage';
import type { GroupRow } from './api';

export default function GroupsPage() {
  return (
    <ChartPage<GroupRow>
      level={{ title: 'Account Group', path: '/project/group', nameLabel: 'Name', nameRequired: 'Group Name is required', created: 'Group Created !!', updated: 'Group Updated !!' }}
    />
  );
}
