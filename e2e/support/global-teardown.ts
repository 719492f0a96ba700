import { rmSync } from 'node:fs';

/** Removes the temporary data folder the server of this run used. */
export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
