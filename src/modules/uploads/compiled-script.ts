import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A script of this folder that runs in a process or thread of its own, as JavaScript. Tests run
 * this folder as TypeScript: they use the build in dist/ (their global setup builds it).
 */
export function compiledScript(name: string): string {
  const beside = join(__dirname, `${name}.js`);
  if (existsSync(beside)) return beside;
  return resolve(__dirname, '../../../dist/src/modules/uploads', `${name}.js`);
}
