import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real Portico server process that a browser test can stop and start again. */
export type ServerHandle = {
  baseUrl: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type ServerOptions = {
  port: number;
  brand?: string;
  dataDir?: string;
  /** Extra environment, e.g. short INACTIVITY_KICK_MS / INACTIVITY_REMINDER_MS. */
  env?: Record<string, string>;
};

/** How long a stopping server may take before it is killed. */
const STOP_GRACE_MS = 20_000;

/** Spawns `npm start`'s entry with its own port and data directory; the same directory on restart. */
export function portico({ port, brand = 'default', dataDir, env }: ServerOptions): ServerHandle {
  const directory = dataDir ?? mkdtempSync(path.join(tmpdir(), `portico-e2e-${brand}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    if (await answersAlive(baseUrl)) {
      throw new Error(`port ${port} already has a server: an earlier run's was not stopped`);
    }
    // What `npm start` runs (package.json), so the browser suite tests the server bundle users run.
    child = spawn(process.execPath, ['server/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: directory,
        BRAND: brand,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilAlive(baseUrl, child);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    // A server that does not finish shutting down in time is killed: it must not keep the port
    // for the retry's server (which would then talk to this one).
    const killer = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };

  return { baseUrl, start, stop };
}

async function waitUntilAlive(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (await answersAlive(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} did not come up`);
}

/** Whether a server answers at `baseUrl` (within two seconds). */
async function answersAlive(baseUrl: string): Promise<boolean> {
  try {
    const answer = await fetch(`${baseUrl}/portal/api/example/alive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(2_000),
    });
    return answer.ok;
  } catch {
    return false; // not listening (yet)
  }
}
