/**
 * The bench's users: each with a (sandbox) Reddit connection and its daily digests, every one due
 * now at the same slot, written straight to the database as the app would store them.
 */
import { digestSubscriptions, users, connections } from '@/db/schema';
import type { Database } from '@/db/database';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { SecretBox } from '@/lib/secret-box';

export interface SeedPlan {
  users: number;
  subscriptionsPerUser: number;
  /** Subreddits to draw from: `sub0000` (the most followed) to `sub<pool-1>`. */
  pool: number;
}

/** Popularity falls off as 1/rank (Zipf): a few subreddits are followed by many, most by few. */
function zipfPicker(pool: number, random: () => number): () => number {
  const weights = Array.from({ length: pool }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * total;
    for (let rank = 0; rank < pool; rank++) {
      r -= weights[rank]!;
      if (r <= 0) return rank;
    }
    return pool - 1;
  };
}

/** Mulberry32: the same plan gives the same subscriptions in both modes. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Answers the distinct subreddits subscribed to. */
export async function seedDigests(
  database: Database,
  appSecret: string,
  plan: SeedPlan,
  dueAt: Date,
): Promise<number> {
  const { db } = database;
  const secrets = new ConnectionSecrets(new SecretBox(appSecret));
  const pick = zipfPicker(plan.pool, seeded(42));
  const distinct = new Set<string>();
  for (let first = 0; first < plan.users; first += 100) {
    const batch = Array.from({ length: Math.min(100, plan.users - first) }, (_, i) => first + i);
    const made = await db
      .insert(users)
      // Proven addresses: digests are emailed only to those (decision 0049).
      .values(
        batch.map((k) => ({
          username: `bench${k}`,
          email: `bench${k}@example.com`,
          isEmailVerified: true,
        })),
      )
      .returning({ id: users.id });
    await db.insert(connections).values(
      made.map(({ id }, i) => ({
        userId: id,
        platform: 'reddit' as const,
        externalAccountId: `t2_bench${first + i}`,
        username: `bench${first + i}`,
        avatar: null,
        sandbox: true,
        ...secrets.sealTokens(id, 'reddit', {
          accessToken: `bench-token-${first + i}`,
          refreshToken: null,
          expiresAt: new Date(Date.now() + 24 * 3_600_000),
          scopes: ['read', 'mysubreddits', 'identity'],
        }),
      })),
    );
    const subscriptions = made.flatMap(({ id }) => {
      const chosen = new Set<number>();
      while (chosen.size < plan.subscriptionsPerUser) chosen.add(pick());
      return [...chosen].map((rank) => {
        const sourceId = `sub${String(rank).padStart(4, '0')}`;
        distinct.add(sourceId);
        return {
          userId: id,
          name: `r/${sourceId} every morning`,
          sources: [{ platform: 'reddit' as const, sourceId }],
          schedule: { kind: 'daily' as const, time: '07:00' },
          timeZone: 'UTC',
          tone: 'professional' as const,
          language: 'en' as const,
          channels: { email: true, feed: true },
          nextRunAt: dueAt,
        };
      });
    });
    await db.insert(digestSubscriptions).values(subscriptions);
  }
  return distinct.size;
}
