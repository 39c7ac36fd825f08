// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'The password is not correct',
  passwordChangeRequired:
    'An administrator reset your password: choose a new one (PUT /api/account/password) before anything else',
  currentPasswordRequired: 'Enter your current password',
  resetSent:
    'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 1 hour.',
  resetLinkInvalid: 'This link is invalid, already used or expired; ask for a new one',
  verifyLinkInvalid:
    'This verification link is invalid, already used or expired; ask for a new one',
  mailUnavailable: 'This server cannot send email; ask your administrator to reset your password',
  verificationUnavailable: 'This server cannot send email, so addresses cannot be verified here',
  alreadyVerified: 'Your email address is already verified',
  tooManyEmails: 'Too many emails asked for. Please try again later.',
  sendFailed: 'The email could not be sent; try again later or ask your administrator',
} as const;

/** How long a password reset link works. */
export const RESET_LINK_HOURS = 1;
/** How long an email verification link works. */
export const VERIFY_LINK_HOURS = 48;
