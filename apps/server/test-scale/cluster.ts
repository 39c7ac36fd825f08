import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/config/node-flags';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface Member {
  name: string;
  child: ChildProcess;
  port?: number;
}

/** One SocialPulse process of the cluster: the same build, its role and its own port. */
export function startMember(
  name: string,
  role: 'api' | 'worker',
  env: Record<string, string>,
  port?: number,
): Member {
  // Started as `npm start` and the image start it: with the server's V8 flags.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      ROLE: role,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000000',
      ...(port !== undefined ? { PORT: String(port) } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, child, ...(port !== undefined ? { port } : {}) };
}

export async function waitHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function killHard(member: Member): Promise<void> {
  if (member.child.exitCode !== null) return;
  const exited = new Promise((resolve) => member.child.once('exit', resolve));
  member.child.kill('SIGKILL');
  await exited;
}

/** Resident memory of a live process, in MB (Linux /proc). */
export function rssMb(member: Member): number {
  const status = readFileSync(`/proc/${member.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * nginx from Debian's packages in front of the API replicas: round-robin, no sticky sessions, a
 * replica that refuses connections is skipped (and requests not yet sent to it are passed on).
 */
export function startNginx(dir: string, port: number, upstreams: readonly number[]): ChildProcess {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream socialpulse_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://socialpulse_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout http_502;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return spawn('nginx', ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
