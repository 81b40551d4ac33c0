// @ts-check
import { appConfig } from '../eslint.apps.mjs';

export default appConfig(import.meta.dirname, { features: 'src/features' });
