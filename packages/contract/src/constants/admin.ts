// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export const ADMIN_MESSAGES = {
  notAdmin: 'Only administrators can do this',
  signupsClosed: 'Signups are closed on this server; ask its administrator for an account',
  inviteRequired:
    'Signups on this server need an invitation: open the invitation link an administrator sent you',
  inviteInvalid: 'This invitation link is invalid, already used or expired; ask for a new one',
  disabled: 'This account has been disabled by an administrator',
  userNotFound: 'User not found',
  notYourself: 'Use Settings to change or delete your own account',
  lastAdmin: 'You are the only administrator: delete the other accounts first, or keep this one',
  lastAdminRole: 'You are the only administrator: make another account an administrator first',
  inviteNotFound: 'Invitation not found',
  setupCodeWrong:
    "This setup code is not right: copy it from the server's log, where it is printed at start",
  setupCodeUsed: 'This server already has an administrator; the setup code no longer works',
  signupsFromEnv:
    'Signups are set by SIGNUPS on the server: change it there, or remove it to choose here',
  signupMode: 'The signup mode must be open, invite or closed',
} as const;

export const INVITE_DAYS_DEFAULT = 7;
