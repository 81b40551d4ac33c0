import 'reflect-metadata';
import { env } from '../config/env';
import dataSource from './data-source';
import { EmbeddedDatabaseError } from './pglite/data-dir-lock';
import { seedDemo } from './seed/demo-seed';

/** `npm run seed:demo`: migrates the configured database, then loads the demo data. */
async function main(): Promise<void> {
  if (env().NODE_ENV === 'production') {
    // The demo logins' passwords are printed in the README.
    console.error(
      'npm run seed:demo refuses to run with NODE_ENV=production: the demo logins have public ' +
        'passwords. Create the first admin with BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD.',
    );
    process.exitCode = 1;
    return;
  }
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    console.log(await seedDemo(dataSource));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  // A locked or damaged embedded database: the message says what to do, a stack would bury it.
  console.error(error instanceof EmbeddedDatabaseError ? error.message : error);
  process.exitCode = 1;
});
