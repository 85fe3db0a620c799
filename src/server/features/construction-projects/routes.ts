// Construction projects and the construction dashboard. Any signed-in user may call them (the spec
// shows no roles on the construction side).
import type { ApiApp } from '../../app.js';
import { idParam } from '../../../contracts/common.js';
import {
  dashboardReply,
  projectBody,
  projectDetailsReply,
  projectsQuery,
  projectsReply,
  projectStatusBody,
  projectStatusReply,
  projectUpdateBody,
} from '../../../contracts/construction-projects.js';
import { createProject, deleteProject, setProjectStatus, updateProject } from './service.js';
import { dashboard, getProject, listProjects, projectDetails } from './queries.js';
import { recordRoutes } from '../../http/recordRoutes.js';

export async function constructionProjectsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = recordRoutes(api, { access: 'user', tags: ['construction: projects'] });

  user.read(
    '/projects',
    {
      description:
        'A page of projects (newest first) filtered by search and status, with totals over every match. ' +
        'Figures by account nature, on lines tagged with the project: expense = debited to expense ledgers; bill = credited to income ledgers; ' +
        'investment = capital credited to investors’ ledgers (pledged = their contributions); ' +
        'profit_loss = the stored figure when completed, else bill − expense.',
      querystring: projectsQuery,
      response: { 200: projectsReply },
    },
    listProjects,
  );

  user.create('/project/create', { body: projectBody }, 'Project Created !!', createProject);

  user.get('/project-details/:id', { params: idParam, response: { 200: projectDetailsReply } }, async (req) => projectDetails(db(), req.params.id));

  user.update('/project/update/:id', { body: projectUpdateBody }, 'Project updated successfully!', updateProject);

  user.put(
    '/project/status/:id',
    {
      description:
        'Sets the status. On completed the server stores profit/loss (income − expense) and investment (capital received) from the books ' +
        'and locks the project’s vouchers and bills; profitLoss and investment sent by the browser are ignored. ' +
        'Reopening a completed project (any other status) is for an admin (403 otherwise).',
      params: idParam,
      body: projectStatusBody,
      response: { 200: projectStatusReply },
    },
    async (req) => {
      const affectedRows = await setProjectStatus(db(), req.params.id, req.body.status, req.sessionUser);
      return { message: 'Status updated successfully', result: { affectedRows }, data: await getProject(db(), req.params.id) };
    },
  );

  user.remove('/project/delete/:id', {}, 'Deleted successfully', deleteProject);

  user.get(
    '/project/report/dashboard',
    {
      description:
        'The twelve figures of the construction dashboard, read from the construction books. ' +
        'petty_cash: balance of ledger 1. cash_at_bank: balances of the ledgers whose sub head or main head is named for a bank. ' +
        'project_petty_cash (project outstanding) = total_investment − total_expense + total_bill_received. ' +
        'outstanding = petty_cash + cash_at_bank + project_petty_cash − |returnable|. ' +
        "returnable: received − paid of the returnable transactions; total_investment: the investors' contributions. " +
        'total_profit_loss is the stored profit/loss of the completed projects.',
      response: { 200: dashboardReply },
    },
    async () => dashboard(db()),
  );
}
