import { CLIENT_APPROVALS_ANSWER, SERVER_PATHS } from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { clientApprovalsOf, withdrawClientApproval } from './registeredClientStore.js';

const ACCOUNT_CLIENTS_PATH = SERVER_PATHS.accountClients;

const CLIENT_ID_PARAMS = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 200 }) });

const PROBLEM_REF = Type.Ref('Problem');

/**
 * The person's approvals of applications that registered themselves (consent page), and their withdrawal:
 * the grant ends with its codes and refresh tokens, and the application must ask again.
 */
export function registerClientApprovalRoutes(app: TypedApp, options: { database: Database }): void {
  const { database } = options;

  app.get(
    ACCOUNT_CLIENTS_PATH,
    {
      schema: {
        tags: ['Account'],
        summary: 'The applications (assistants) the signed-in user has allowed to use their account',
        response: { 200: CLIENT_APPROVALS_ANSWER },
      },
    },
    async (request) => clientApprovalsOf(database, request.identity?.subject ?? ''),
  );

  app.delete(
    `${ACCOUNT_CLIENTS_PATH}/:clientId`,
    {
      schema: {
        tags: ['Account'],
        summary:
          'Withdraws the signed-in user’s approval of an application: its refresh tokens stop working, and it ' +
          'must ask again. Access tokens already issued last until they expire.',
        params: CLIENT_ID_PARAMS,
        response: { 204: Type.Null(), 404: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      const subject = request.identity?.subject ?? '';
      const { clientId } = request.params;
      // Only an application that registered itself: the portal's own grants are its sessions'.
      const approved = (await clientApprovalsOf(database, subject)).some(
        (each) => each.clientId === clientId,
      );
      if (!approved || !(await withdrawClientApproval(database, subject, clientId))) {
        return reply
          .status(404)
          .send(problem(404, 'CLIENT_APPROVAL_NOT_FOUND', 'You have not allowed this application.'));
      }
      return reply.status(204).send(null);
    },
  );
}
