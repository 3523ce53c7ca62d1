import type { Core, Modules } from '@strapi/strapi';

const UID = 'api::request-author-access.request-author-access';

interface AccessRequest {
  request_status: 'pending' | 'approved' | 'rejected';
  user?: { id: number; role?: { type: string } } | null;
  profile?: { documentId: string } | null;
}

/** Mirrors the request's status on the profile and, on approval, gives the user the `editor` role. */
const apply = async (strapi: Core.Strapi, documentId: string) => {
  const request = (await strapi.db.query(UID).findOne({
    where: { documentId },
    populate: { user: { populate: ['role'] }, profile: true },
  })) as AccessRequest | null;
  if (!request) return;
  if (request.profile) {
    const before = (await strapi.db.query('api::profile.profile').findOne({
      where: { documentId: request.profile.documentId },
      select: ['id', 'author_access_status'],
    })) as { id: number; author_access_status?: string | null } | null;
    // The requester is told when staff decide (a change to approved or rejected).
    const decided =
      request.request_status !== 'pending' && before?.author_access_status !== request.request_status;
    if (before && decided)
      await strapi.service('api::notification.notification').notify({
        kind: request.request_status === 'approved' ? 'author_access_approved' : 'author_access_declined',
        recipient: before.id,
      });
    await strapi.db.query('api::profile.profile').update({
      where: { documentId: request.profile.documentId },
      data: { author_access_status: request.request_status },
    });
  }
  if (request.request_status === 'approved' && request.user && request.user.role?.type !== 'katha_staff') {
    const editor = await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'editor' } });
    if (editor) {
      await strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: request.user.id }, data: { role: editor.id } });
    }
  }
};

/**
 * Request writes, one at a time in this process. An approval moves the user to the editor role,
 * and Strapi then renumbers every link of that role (`up_users_role_lnk.user_ord`): two approvals
 * at once each wait for the other's rows, and PostgreSQL aborts one as a deadlock (a 500 to staff).
 */
let pending: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = pending.then(task, task);
  pending = run.catch(() => undefined);
  return run;
}

/** Staff approve or reject a request in the admin panel (an update); creation marks the profile pending. */
export const authorAccessMiddleware =
  (strapi: Core.Strapi): Modules.Documents.Middleware.Middleware =>
  async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    return oneAtATime(() =>
      strapi.db.transaction(async () => {
        const result = await next();
        if (result && typeof result === 'object' && 'documentId' in result)
          await apply(strapi, String(result.documentId));
        return result;
      }),
    );
  };
