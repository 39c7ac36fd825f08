import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// argon2id (the library default) with OWASP's baseline cost: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** Computes the throwaway hash ahead of the first login, so that one is not slower either. */
export async function prepareDummyHash(): Promise<void> {
  await getDummyHash();
}

/**
 * Verifies against a throwaway hash so a login for an unknown email costs as long as one with a
 * wrong password; otherwise response time would reveal which emails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await getDummyHash(), password);
}
