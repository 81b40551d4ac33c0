import { CreateDomainSchema1795279621939 } from '../../migrations/1795279621939-CreateDomainSchema';
import { SeedReferenceData1795279626062 } from '../../migrations/1795279626062-SeedReferenceData';
import { AddUploadSummaryAndCardKind1795282489561 } from '../../migrations/1795282489561-AddUploadSummaryAndCardKind';

/**
 * Every migration, in order. Listed by import (not by glob) so that the app, the CLI, and the tests
 * running TypeScript directly all load the same classes.
 */
export const migrations = [
  CreateDomainSchema1795279621939,
  SeedReferenceData1795279626062,
  AddUploadSummaryAndCardKind1795282489561,
];
