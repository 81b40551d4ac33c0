// What the benchmark scripts share: a free local port, and waiting for a server to answer.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 just now. */
export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Waits until `url` answers 200, for at most `seconds`; fails at once if `child` (the server's
 * process, when there is one) has exited.
 */
export async function waitAnswering(url, { child, seconds = 90 } = {}) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}
