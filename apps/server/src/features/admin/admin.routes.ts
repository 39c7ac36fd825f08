import {
  ADMIN_MESSAGES,
  API_TOKEN_MESSAGES,
  adminApiTokensResponseSchema,
  apiTokenIdParamsSchema,
  adminPasswordResetResponseSchema,
  adminInviteIdParamsSchema,
  adminRoleInputSchema,
  adminSignupsInputSchema,
  adminSignupsResponseSchema,
  adminUserIdParamsSchema,
  adminUserPatchSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  createdInviteResponseSchema,
  errorEnvelopeSchema,
  inviteInputSchema,
  invitesResponseSchema,
  okEnvelopeSchema,
} from '@socialpulse/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '@/db/database';
import type { PasswordsService } from '@/features/account/passwords.service';
import type { AdminService } from '@/features/admin/admin.service';
import type { ApiTokensService } from '@/features/api-tokens/api-tokens.service';
import { findUserById } from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * Everything under /api/admin. The two hooks are the plugin's own, so no route added here can
 * forget them: a signed-in user who is not an administrator gets 403 on every one.
 */
export const adminRoutes: FastifyPluginCallbackZod<{
  admin: AdminService;
  db: Db;
  tokens: ApiTokensService;
  passwords: PasswordsService;
}> = (app, { admin, db, tokens, passwords }, done) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = await findUserById(db, request.userId);
    if (user?.role !== 'admin') throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.notAdmin);
    // An administrator's API token reaches here only if it was made for it (docs/decisions/0048).
    if (request.apiToken && !request.apiToken.admin)
      throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.noAdminAccess);
  });

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Every account, with last seen, connected platforms and summary count',
        response: { 200: adminUsersResponseSchema, ...denied },
      },
    },
    async () => ({ success: true as const, data: await admin.users() }),
  );

  app.put(
    '/admin/signups',
    {
      schema: {
        tags,
        security,
        summary: 'Choose who may create an account: open, invite or closed',
        description:
          'Stored, and applied at once to every sign-up on every replica. Answers 409 while SIGNUPS is set in the server environment, which then decides.',
        body: adminSignupsInputSchema,
        response: {
          200: adminSignupsResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.setSignups(request.userId, request.body.mode),
    }),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Disable (sign out everywhere, no more sign-in) or enable an account',
        params: adminUserIdParamsSchema,
        body: adminUserPatchSchema,
        response: {
          200: adminUserResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.setDisabled(request.userId, request.params.id, request.body.disabled),
    }),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary:
          'Make an account an administrator, or a normal user (refused for the last administrator)',
        params: adminUserIdParamsSchema,
        body: adminRoleInputSchema,
        response: {
          200: adminUserResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.setAdmin(request.userId, request.params.id, request.body.isAdmin),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an account and all its data',
        params: adminUserIdParamsSchema,
        response: {
          200: okEnvelopeSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      await admin.deleteUser(request.userId, request.params.id);
      return { success: true as const, message: 'User deleted', data: null };
    },
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      schema: {
        tags,
        security,
        summary:
          "Reset an account's password: a reset link by email, or (no mail server) a temporary password shown once",
        params: adminUserIdParamsSchema,
        response: {
          200: adminPasswordResetResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await passwords.adminReset(request.userId, request.params.id),
    }),
  );

  app.get(
    '/admin/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Invitation links not used and not expired',
        response: { 200: invitesResponseSchema, ...denied },
      },
    },
    async () => ({ success: true as const, data: await admin.invites() }),
  );

  app.post(
    '/admin/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Create a single-use invitation link (the token is shown only now)',
        body: inviteInputSchema,
        response: { 201: createdInviteResponseSchema, 400: errorEnvelopeSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await admin.createInvite(request.userId, request.body.expiresInDays),
      }),
  );

  app.delete(
    '/admin/invites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an unused invitation link',
        params: adminInviteIdParamsSchema,
        response: { 200: okEnvelopeSchema, 404: errorEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      await admin.revokeInvite(request.params.id);
      return { success: true as const, message: 'Invitation withdrawn', data: null };
    },
  );
  app.get(
    '/admin/tokens',
    {
      schema: {
        tags,
        security,
        summary: "Every user's personal API tokens (never their secrets)",
        response: { 200: adminApiTokensResponseSchema, ...denied },
      },
    },
    async () => ({ success: true as const, data: await tokens.listAll() }),
  );

  app.delete(
    '/admin/tokens/:id',
    {
      schema: {
        tags,
        security,
        summary: "Revoke any user's personal API token",
        params: apiTokenIdParamsSchema,
        response: { 200: okEnvelopeSchema, 404: errorEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      await tokens.revokeAny(request.params.id);
      return { success: true as const, message: 'API token revoked', data: null };
    },
  );
  done();
};
