import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from '@socialpulse/contract/account';

// Loaded on first use by the password forms (lib/lazy-resolver.ts), like the sign-in forms' rules.
export const changePasswordResolver = zodResolver(changePasswordInputSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordInputSchema);
export const resetPasswordResolver = zodResolver(resetPasswordInputSchema);
