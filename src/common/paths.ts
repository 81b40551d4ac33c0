import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, whether running from src/ (tests) or from dist/src/ (built). */
export const projectRoot = existsSync(join(__dirname, '..', '..', 'package.json'))
  ? join(__dirname, '..', '..')
  : join(__dirname, '..', '..', '..');

export const adminUiDist = join(projectRoot, 'admin-ui', 'dist');
export const consumerUiDist = join(projectRoot, 'consumer-ui', 'dist');
