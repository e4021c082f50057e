import { spawn, type ChildProcess } from 'node:child_process';

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
