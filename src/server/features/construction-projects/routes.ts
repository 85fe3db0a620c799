// Construction projects and the construction dashboard. Any signed-in user may call them (the spec
// shows no roles on the construction side).
import type { ApiApp } from '../../app.js';
import { createProject, deleteProject, setProjectStatus, updateProject } from './service.js';
import { dashboard, getProject, listProjects, projectDetails } from './queries.js';
import { recordRoutes } from '../../http/recordRoutes.js';
import { constructionProjectsRoutes as routes } from '../../../contracts/construction-projects.js';

export async function constructionProjectsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const user = recordRoutes(api, { access: 'user', tags: ['construction: projects'] });

  user.reads(
    routes.projects,
    {
      description:
        'A page of projects (newest first) filtered by search and status, with totals over every match. ' +
        'Figures by account nature, on lines tagged with the project: expense = debited to expense ledgers; bill = credited to income ledgers; ' +
        'investment = capital credited to investors’ ledgers (pledged = their contributions); ' +
        'profit_loss = the stored figure when completed, else bill − expense.',
    },
    listProjects,
  );

  user.create(routes.projectCreate, {}, 'Project Created !!', createProject);

  user.on(routes.projectDetails, {}, async (req) => projectDetails(db(), req.params.id));

  user.update(routes.projectUpdate, {}, 'Project updated successfully!', updateProject);

  user.on(
    routes.projectStatus,
    {
      description:
        'Sets the status. On completed the server stores profit/loss (income − expense) and investment (capital received) from the books ' +
        'and locks the project’s vouchers and bills; profitLoss and investment sent by the browser are ignored. ' +
        'Reopening a completed project (any other status) is for an admin (403 otherwise).',
    },
    async (req) => {
      const affectedRows = await setProjectStatus(db(), req.params.id, req.body.status, req.sessionUser);
      return { message: 'Status updated successfully', result: { affectedRows }, data: await getProject(db(), req.params.id) };
    },
  );

  user.remove(routes.projectDelete, {}, 'Deleted successfully', deleteProject);

  user.on(
    routes.projectReportDashboard,
    {
      description:
        'The twelve figures of the construction dashboard, read from the construction books. ' +
        'petty_cash: balance of ledger 1. cash_at_bank: balances of the ledgers whose sub head or main head is named for a bank. ' +
        'project_petty_cash (project outstanding) = total_investment − total_expense + total_bill_received. ' +
        'outstanding = petty_cash + cash_at_bank + project_petty_cash − |returnable|. ' +
        "returnable: received − paid of the returnable transactions; total_investment: the investors' contributions. " +
        'total_profit_loss is the stored profit/loss of the completed projects.',
    },
    async () => dashboard(db()),
  );
}
