import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { proxyConfigSchema } from '../src/proxy/config';
import { createProductionServer } from '../src/proxy/server';
import { createSampleApi } from '../src/sample-api/server';

export interface Figure {
  what: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

export const figures: Figure[] = [];
export const record = (figure: Figure) => {
  figures.push(figure);
  const mark = figure.ok === null ? '  ' : figure.ok ? 'ok' : '!!';
  console.log(
    `${mark} ${figure.what.padEnd(58)} ${figure.value.padStart(14)}   budget ${figure.budget}`,
  );
};

/** Starts a child process and waits until it prints a line matching `ready`. */
export const startChild = (
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The built app as production serves it (`npm run build` first), over a sample API of its own:
 * the address, the sample (its account and key), and one close for both.
 */
export async function startBuiltApp(options: Parameters<typeof createSampleApi>[0]) {
  const sample = createSampleApi(options);
  const upstreamUrl = await sample.listen(0, '127.0.0.1');
  let app: ReturnType<typeof createProductionServer>;
  let origin: string;
  try {
    app = createProductionServer({
      config: proxyConfigSchema.parse({
        upstreamUrl,
        partnerApiKey: sample.config.apiKey,
        sessionSecret: 'bench-secret-bench-secret-bench-secret-42',
      }),
      distDir: fileURLToPath(new URL('../dist', import.meta.url)),
    });
    origin = await app.listen(0, '127.0.0.1');
  } catch (error) {
    await sample.close();
    throw error;
  }
  return {
    origin,
    sample,
    close: async () => {
      await app.close();
      await sample.close();
    },
  };
}
