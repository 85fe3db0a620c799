// The three levels of the construction chart, each a ChartPage with its settings:
// /construction/project-account-group, -main (main heads with their group), -sub (sub heads with their main head).
import { ChartPage, type ChartLevel } from './ChartPage';
import { settingsScreen } from '../../components/settingsScreen';
import { useGroups, useMains, type GroupRow, type MainRow, type SubRow } from './api';
import { call } from '../../components/client';
import { projectChartApi as C } from '../../app/queryKeys';
import type { GroupBody, MainBody, SubBody } from '../../../contracts/construction-accounts';
import { ACCOUNT_NATURE_LABELS, ACCOUNT_NATURES, natureFromName } from '../../../domain/construction';

const chartScreen = <T extends { id: number; name: string }>(level: ChartLevel<T>) => settingsScreen(ChartPage<T>, { level }, level.title);

const NATURES = ACCOUNT_NATURES.map((n) => ({ value: n, label: ACCOUNT_NATURE_LABELS[n] }));

export const Groups = chartScreen<GroupRow>({
  title: 'Account Group',
  calls: {
    list: C.projectGroup,
    save: (id, body) => (id ? call(C.projectGroupUpdate, { params: { id }, body: body as GroupBody }) : call(C.projectGroupCreate, { body: body as GroupBody })),
    remove: (id) => call(C.projectGroupDelete, { params: { id } }),
  },
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
  calls: {
    list: C.projectMain,
    save: (id, body) => (id ? call(C.projectMainUpdate, { params: { id }, body: body as MainBody }) : call(C.projectMainCreate, { body: body as MainBody })),
    remove: (id) => call(C.projectMainDelete, { params: { id } }),
  },
  messages: { nameRequired: 'Main Name is required', created: 'Main Created!', updated: 'Main Updated!' },
  parent: { key: 'project_g_id', label: 'Group Name', required: 'Group Name is required', nameKey: 'group_name', options: useGroups },
});

/** The spec's create message reads "Main Created!". */
export const Subs = chartScreen<SubRow>({
  title: 'Account Sub',
  calls: {
    list: C.projectSub,
    save: (id, body) => (id ? call(C.projectSubUpdate, { params: { id }, body: body as SubBody }) : call(C.projectSubCreate, { body: body as SubBody })),
    remove: (id) => call(C.projectSubDelete, { params: { id } }),
  },
  messages: { nameRequired: 'Sub Name is required', created: 'Main Created!', updated: 'Sub Updated!' },
  parent: { key: 'project_main_id', label: 'Main Name', required: 'Main Name is required', nameKey: 'main_name', options: useMains },
});
