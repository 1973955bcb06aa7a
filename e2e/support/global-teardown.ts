import { rmSync } from 'node:fs';
import path from 'node:path';
import { houseDistDir, rollbackVersion } from './e2e-env';

/**
 * Removes the copied house remote version even when the server did not stop
 * gracefully (the server wrapper removes it too, on exit).
 */
export default function globalTeardown(): void {
  rmSync(path.join(houseDistDir, rollbackVersion), { recursive: true, force: true });
}
