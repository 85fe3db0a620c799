// /construction/project-account-main: main heads with their group.
import { ChartPage } from './ChartPage';
import { useGroups, type MainRow } from './api';

export default function MainsPage() {
  return (
    <ChartPage<MainRow>
      level={{
        title: 'Account Main',
        path: '/project/main',
        messages: { nameRequired: 'Main Name is required', created: 'Main Created!', updated: 'Main Updated!' },
        parent: { key: 'project_g_id', label: 'Group Name', required: 'Group Name is required', nameKey: 'group_name', options: useGroups },
      }}
    />
  );
}
