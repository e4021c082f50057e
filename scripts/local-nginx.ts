/**
 * A real nginx in front of the dashboard, for the soak run and the Lighthouse bench: Debian's
 * package (installed when missing), on a free loopback port, its config, certificate and logs in a
 * temporary folder, stopped (and the folder removed) by whoever started it.
 *
 * With `tls`, it is the edge the README deploys: TLS with HTTP/2, so a browser multiplexes every
 * file of a page over one connection instead of queueing them six at a time. The certificate is a
 * throwaway self-signed one (a browser talking to it needs `--ignore-certificate-errors`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/proxy/local-redis';

/** Installs a Debian package when its command is missing (as root, or with sudo). */
export const ensurePackage = (command: string, pkg: string, args: string[]) => {
  if (!spawnSync(command, args).error) return;
  console.log(`${command} not found; installing ${pkg}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (argv: string[]) => {
    const [bin, ...rest] = [...sudo, ...argv] as [string, ...string[]];
    const result = spawnSync(bin, rest, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`could not install ${pkg}: ${argv.join(' ')} failed`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', pkg]);
};

interface NginxOptions {
  /** The dashboard instances (`host:port`), round robin. */
  upstreams: readonly string[];
  /** TLS and HTTP/2 with a self-signed certificate (the README's edge); plain HTTP/1.1 otherwise. */
  tls?: boolean;
  /** Connections nginx keeps at once (each proxied request holds two). */
  workerConnections?: number;
}

export async function startNginx({
  upstreams,
  tls = false,
  workerConnections = 1024,
}: NginxOptions) {
  ensurePackage('nginx', 'nginx', ['-v']);
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-nginx-'));
  const port = await freePort();
  if (tls) {
    ensurePackage('openssl', 'openssl', ['version']);
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('openssl could not make a certificate');
  }
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream dashboard {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }
  server {
${
  tls
    ? `    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};`
    : `    listen 127.0.0.1:${port};`
}
    location / {
      proxy_pass http://dashboard;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # With the port: the server compares a request's Origin with its Host (CSRF defence), and
      # this edge is not on the scheme's default port.
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when it accepts a connection (nginx prints nothing when it starts well).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  /** The last lines of nginx's error log (warnings and errors), before `stop`. */
  const errors = (lines = 5) => {
    const file = join(dir, 'error.log');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(-lines);
  };
  return { origin, stop, errors };
}
