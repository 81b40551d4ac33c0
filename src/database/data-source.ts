import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config/database.config';
import { loadDotEnv } from '../config/env';
import { buildDataSourceOptions } from './typeorm-options';

/** Used by the TypeORM CLI: `npm run migration:generate -- migrations/AddThing`, `migration:run`, `migration:revert`. */
loadDotEnv();
export default new DataSource(buildDataSourceOptions(databaseConfig()));
