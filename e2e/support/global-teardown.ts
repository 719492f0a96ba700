import { rmSync } from 'node:fs';

/** Removes the temporary data folders the servers of this run used. */
export default function teardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_LOGIN_REQUIRED_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
