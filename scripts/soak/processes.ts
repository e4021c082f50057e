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
  readyLine: RegExp,
  env: Record<string, string> = {},
  /** Told each line the program writes once it is ready. */
  onLine?: (line: string) => void,
) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      if (ready) {
        // Read on, so a chatty program never blocks on a full pipe.
        if (onLine) for (const line of chunk.toString().split('\n')) if (line) onLine(line);
        return;
      }
      output += chunk.toString();
      if (readyLine.test(output)) {
        clearTimeout(timer);
        ready = true;
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

/** CPU time a process has used, in seconds (Linux; user and system). */
export const cpuSeconds = (pid: number | undefined) => {
  if (!pid) return 0;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
