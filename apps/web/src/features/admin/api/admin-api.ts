import {
  adminSignupsResponseSchema,
  adminPasswordResetResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  createdInviteResponseSchema,
  invitesResponseSchema,
  okEnvelopeSchema,
  type AdminSignups,
  type AdminPasswordReset,
  type AdminUser,
  type AdminUsers,
  type SignupMode,
  type CreatedInvite,
  type Invite,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

const INVALID = 'Invalid admin response from API';

export async function fetchAdminUsers(): Promise<AdminUsers> {
  return (
    await apiRequest('/admin/users', { schema: adminUsersResponseSchema, invalidMessage: INVALID })
  ).data;
}

export async function setSignupMode(mode: SignupMode): Promise<AdminSignups> {
  const response = await apiRequest('/admin/signups', {
    method: 'PUT',
    json: { mode },
    schema: adminSignupsResponseSchema,
    invalidMessage: INVALID,
  });
  return response.data;
}

export async function setUserDisabled(id: string, disabled: boolean): Promise<AdminUser> {
  const response = await apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { disabled },
    schema: adminUserResponseSchema,
    invalidMessage: INVALID,
  });
  return response.data;
}

export async function setUserAdmin(id: string, isAdmin: boolean): Promise<AdminUser> {
  const response = await apiRequest(`/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    json: { isAdmin },
    schema: adminUserResponseSchema,
    invalidMessage: INVALID,
  });
  return response.data;
}

export async function deleteUser(id: string): Promise<void> {
  await apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: okEnvelopeSchema,
    invalidMessage: INVALID,
  });
}

export async function fetchInvites(): Promise<Invite[]> {
  return (
    await apiRequest('/admin/invites', { schema: invitesResponseSchema, invalidMessage: INVALID })
  ).data;
}

export async function createInvite(): Promise<CreatedInvite> {
  const response = await apiRequest('/admin/invites', {
    method: 'POST',
    json: {},
    schema: createdInviteResponseSchema,
    invalidMessage: INVALID,
  });
  return response.data;
}

export async function withdrawInvite(id: string): Promise<void> {
  await apiRequest(`/admin/invites/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: okEnvelopeSchema,
    invalidMessage: INVALID,
  });
}

/** A reset link by email, or (no mail server) a temporary password shown only in this answer. */
export async function resetUserPassword(id: string): Promise<AdminPasswordReset> {
  const response = await apiRequest(`/admin/users/${encodeURIComponent(id)}/password-reset`, {
    method: 'POST',
    json: {},
    schema: adminPasswordResetResponseSchema,
    invalidMessage: INVALID,
  });
  return response.data;
}
