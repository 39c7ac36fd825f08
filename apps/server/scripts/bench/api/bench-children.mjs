// The child processes the side-by-side benches (ab.mjs, ab-postgres.mjs) start and ask.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The V8 flags `dir`'s server runs with in production (src/config/node-flags.json, decision 0020),
 * for its app-server.ts; none for a checkout from before they existed, as it ran then.
 */
export function serverFlags(dir, script) {
  const file = path.join(dir, 'src/config/node-flags.json');
  return script === 'app-server.ts' && existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : [];
}

/** Starts `dir`'s bench server script through tsx; resolves with the child and its ready message. */
export function start(dir, script, args = [], env = {}) {
  const child = fork(path.join(dir, 'scripts/bench/api', script), args, {
    cwd: dir,
    execArgv: [...serverFlags(dir, script), '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => child.once('message', (ready) => resolve({ child, ready })));
}

/** The child's CPU time so far, in µs (app-server.ts and thin-server.ts answer `{ type: 'cpu' }`). */
export function cpu(child) {
  return new Promise((resolve) => {
    const on = (m) => {
      if (m.type !== 'cpu') return;
      child.off('message', on);
      resolve(m.micros);
    };
    child.on('message', on);
    child.send({ type: 'cpu' });
  });
}
