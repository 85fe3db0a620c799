// /construction/project-account-sub: sub heads with their main head. (The spec's create message reads "Main Created!".)
import { ChartPage } from './ChartPage';
import { useMains, type SubRow } from './api';

export default function SubsPage() {
  return (
    <ChartPage<SubRow>
      level={{
        title: 'Account Sub',
        path: '/project/sub',
        messages: { nameRequired: 'Sub Name is required', created: 'Main Created!', updated: 'Sub Updated!' },
        parent: { key: 'project_main_id', label: 'Main Name', required: 'Main Name is required', nameKey: 'main_name', options: useMains },
      }}
    />
  );
}
