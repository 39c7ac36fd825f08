import { z } from 'zod';
import { successEnvelope } from './common';
import { ADMIN_MESSAGES, INVITE_DAYS_DEFAULT, SIGNUP_MODES } from './constants/admin';
export * from './constants/admin';

export const signupModeSchema = z.enum(SIGNUP_MODES);
export type SignupMode = z.infer<typeof signupModeSchema>;

/** One account as the admin screen lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  platforms: z.array(z.string()),
  summaryCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Who may create an account, and whether the admin screen may change it (not while SIGNUPS is set
 * on the server: the operator decides then).
 */
export const adminSignupsSchema = z.object({
  signups: signupModeSchema,
  signupsEditable: z.boolean(),
});
export type AdminSignups = z.infer<typeof adminSignupsSchema>;
export const adminSignupsResponseSchema = successEnvelope(adminSignupsSchema);

/** PUT /admin/signups. */
export const adminSignupsInputSchema = z.object({
  mode: z.enum(SIGNUP_MODES, { error: ADMIN_MESSAGES.signupMode }),
});
export type AdminSignupsInput = z.infer<typeof adminSignupsInputSchema>;

export const adminUsersSchema = adminSignupsSchema.extend({
  users: z.array(adminUserSchema),
});
export type AdminUsers = z.infer<typeof adminUsersSchema>;
export const adminUsersResponseSchema = successEnvelope(adminUsersSchema);

export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });
export const adminInviteIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid invitation id' }),
});

export const adminUserPatchSchema = z.object({ disabled: z.boolean() });
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;
export const adminUserResponseSchema = successEnvelope(adminUserSchema);

/** Make an account an administrator, or a normal user again. */
export const adminRoleInputSchema = z.object({ isAdmin: z.boolean() });
export type AdminRoleInput = z.infer<typeof adminRoleInputSchema>;

export const inviteInputSchema = z.object({
  expiresInDays: z.number().int().min(1).max(90).default(INVITE_DAYS_DEFAULT),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** Only the answer to its creation carries the token: it is stored hashed. */
export const createdInviteSchema = inviteSchema.extend({ token: z.string(), url: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;
export const createdInviteResponseSchema = successEnvelope(createdInviteSchema);
export const invitesResponseSchema = successEnvelope(z.array(inviteSchema));
