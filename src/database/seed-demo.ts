import 'reflect-metadata';
import dataSource from './data-source';
import { seedDemo } from './seed/demo-seed';

/** `npm run seed:demo`: migrates the DATABASE_URL database, then loads the demo data. */
async function main(): Promise<void> {
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    console.log(await seedDemo(dataSource));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
