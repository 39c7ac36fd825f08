import type { SignupMode } from '@socialpulse/contract';
import type { DbOrTx } from '@/db/database';
import { signupSettings } from '@/db/schema';

/** The signup mode an administrator chose, or undefined while none ever did. */
export async function readSignupMode(db: DbOrTx): Promise<SignupMode | undefined> {
  const [row] = await db.select({ mode: signupSettings.mode }).from(signupSettings).limit(1);
  return row?.mode;
}

export async function writeSignupMode(
  db: DbOrTx,
  mode: SignupMode,
  adminId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(signupSettings)
    .values({ id: 1, mode, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: signupSettings.id,
      set: { mode, updatedBy: adminId, updatedAt: now },
    });
}
