// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'The password is not correct',
} as const;
