import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// What every server a test starts needs: a port nobody holds, its output kept for the error message when it
// does not come up, and a stop that cannot hang the run.

/** A free TCP port on 127.0.0.1, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type SupervisedChild = {
  /** What it printed so far (stdout and stderr). */
  log: () => string;
  /** Sends `signal`, then SIGKILL if it has not exited 10 s later; resolves once it has exited. */
  stop: () => Promise<void>;
};

/** Keeps a just-spawned child's output and gives the one way to stop it. */
export function supervise(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): SupervisedChild {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}
