// The child processes the side-by-side benches (ab.mjs, ab-postgres.mjs) start and ask.
import { fork } from 'node:child_process';
import path from 'node:path';

/** Starts `dir`'s bench server script through tsx; resolves with the child and its ready message. */
export function start(dir, script, args = [], env = {}) {
  const child = fork(path.join(dir, 'scripts/bench/api', script), args, {
    cwd: dir,
    execArgv: ['--import', 'tsx'],
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
