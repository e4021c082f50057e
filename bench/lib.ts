import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
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
    upstreamUrl,
    close: async () => {
      await app.close();
      await sample.close();
    },
  };
}

/**
 * The built app over a sample of its own, open in Chromium at a desktop size and signed in, with
 * the sample's largest client (most listings). `close` ends the browser and both servers. The
 * sample's own address and account come with it, for a script to ask it directly.
 */
export async function openLargestClient(options: Parameters<typeof createSampleApi>[0]) {
  const app = await startBuiltApp(options);
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  const close = async () => {
    await browser.close();
    await app.close();
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const headers = { 'x-dashboard-request': '1' };
    await page.request.post(`${app.origin}/api/session`, {
      headers,
      data: { email: app.sample.config.email, password: app.sample.config.password },
    });
    const details = (await (
      await page.request.post(`${app.origin}/api/ops/getRestaurantDetails`, { headers, data: {} })
    ).json()) as {
      result: { restaurantDetails: { clientId: string; listingDetails: unknown[] }[] };
    };
    const largest = [...details.result.restaurantDetails].sort(
      (a, b) => b.listingDetails.length - a.listingDetails.length,
    )[0];
    if (!largest) throw new Error('the sample has no clients');
    return {
      origin: app.origin,
      sample: app.sample,
      upstreamUrl: app.upstreamUrl,
      page,
      client: { id: largest.clientId, listings: largest.listingDetails.length },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
