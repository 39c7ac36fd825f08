import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema, registerInputSchema } from '@socialpulse/contract/auth';

// Loaded on first use by the sign-in forms (lib/lazy-resolver.ts): zod stays off /auth's first screen.
export const loginResolver = zodResolver(loginInputSchema);
export const registerResolver = zodResolver(registerInputSchema);
