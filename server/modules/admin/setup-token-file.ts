import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the setup token is left for the operator's scripts (decision 0003): `DATA_DIR/admin-setup-token`,
 * readable by the server's own user only (0600), and removed once an administrator exists.
 */
export function writeSetupTokenFile(dataDir: string, token: string | null): string {
  const file = path.join(dataDir, 'admin-setup-token');
  if (!token) {
    rmSync(file, { force: true });
    return file;
  }
  mkdirSync(dataDir, { recursive: true });
  // A file left by an older version may carry wider permissions: mode applies only on creation.
  rmSync(file, { force: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
