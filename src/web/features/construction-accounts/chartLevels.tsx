// The three levels of the construction chart, each a ChartPage with its settings:
// /construction/project-account-group, -main (main heads with their group), -sub (sub heads with their main head).
import { ChartPage, type ChartLevel } from './ChartPage';
import { settingsScreen } from '../../components/settingsScreen';
import { useGroups, useMains, type GroupRow, type MainRow, type SubRow } from './api';
import { ACCOUNT_NATURE_LABELS, ACCOUNT_NATURES, natureFromName } from '../../../domain/construction';

const chartScreen = <T extends { id: number; name: string }>(level: ChartLevel<T>) => settingsScreen(ChartPage<T>, { level }, level.title);

const NATURES = ACCOUNT_NATURES.map((n) => ({ value: n, label: ACCOUNT_NATURE_LABELS[n] }));

export const Groups = chartScreen<GroupRow>({
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
});

export const Mains = chartScreen<MainRow>({
  title: 'Account Main',
  path: '/project/main',
  messages: { nameRequired: 'Main Name is required', created: 'Main Created!', updated: 'Main Updated!' },
  parent: { key: 'project_g_id', label: 'Group Name', required: 'Group Name is required', nameKey: 'group_name', options: useGroups },
});

/** The spec's create message reads "Main Created!". */
export const Subs = chartScreen<SubRow>({
  title: 'Account Sub',
  path: '/project/sub',
  messages: { nameRequired: 'Sub Name is required', created: 'Main Created!', updated: 'Sub Updated!' },
  parent: { key: 'project_main_id', label: 'Main Name', required: 'Main Name is required', nameKey: 'main_name', options: useMains },
});
