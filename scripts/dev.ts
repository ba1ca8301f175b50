/**
 * `npm run dev`: the API in watch mode and the three rspack dev servers with hot reload. The shell
 * (http://localhost:3000) proxies /api and /uploads to the API and points its runtime config at
 * the remotes' dev servers. Ctrl+C stops every child by its process id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { apps } from '../federation.apps.ts';
import { DEV_API_PORT } from '../rspack.base.ts';

const children: ChildProcess[] = [];

function start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // Each child leads its own process group, so stopping it also stops what npx started under it.
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  const prefix = `[${label}]`.padEnd(8);
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  if (child.stdout) forward(child.stdout, process.stdout);
  if (child.stderr) forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix} exited with ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
  PORT: String(DEV_API_PORT),
  CORS_ORIGINS: `http://localhost:${apps.shell.devPort}`,
});
for (const kind of ['store', 'admin', 'shell'] as const) {
  start(kind, 'npx', ['rspack', 'serve', '-c', `rspack.${kind}.config.ts`]);
}
console.log(
  `\n  Dev: http://localhost:${apps.shell.devPort} (API on :${DEV_API_PORT}, store :${apps.store.devPort}, admin :${apps.admin.devPort})\n`,
);
