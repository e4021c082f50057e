/**
 * The soak's programs: the sample API and the dashboard's instances, each a process of its own
 * (so the load this script makes does not share an event loop with what it measures), and their
 * memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a program and waits for a line of its output. */
export const startProgram = (
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        // Read on (and dropped), so a chatty program never blocks on a full pipe.
        output = '';
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });

export const stopProgram = async (
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

/** Resident memory of a process, in MB (Linux). */
export const rssMb = (pid: number | undefined) => {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

/** `npm run sample-api`'s program on a port, with the gateway's real per-token limit. */
export const startSampleApi = (env: {
  port: number;
  apiKey: string;
  today: string;
  scale: 'small' | 'default' | 'large';
  processingMs: number;
}) =>
  startProgram(
    process.execPath,
    ['--import', 'tsx', 'src/sample-api/main.ts'],
    /Sample partner API on/,
    {
      SAMPLE_API_PORT: String(env.port),
      SAMPLE_API_HOST: '127.0.0.1',
      SAMPLE_API_KEY: env.apiKey,
      SAMPLE_TODAY: env.today,
      SAMPLE_SCALE: env.scale,
      SAMPLE_PROCESSING_MS: String(env.processingMs),
      // The gateway's own limit (the sample's default, 6,000 a minute) unless told otherwise.
      ...(process.env.SAMPLE_RATE_LIMIT_PER_MINUTE
        ? { SAMPLE_RATE_LIMIT_PER_MINUTE: process.env.SAMPLE_RATE_LIMIT_PER_MINUTE }
        : {}),
    },
  );
