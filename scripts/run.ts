import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command whose output is kept until it ends and then printed whole under `title`: for a step
 * that runs beside another, so that the two outputs do not interleave. Resolves with its exit code.
 */
export function runBeside(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) => {
      console.log(`\n━━ ${title}: its output ━━\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Jest needs the VM-modules flag because PGlite loads parts of itself with dynamic import(). */
export const JEST = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
];
