import { registerAs } from '@nestjs/config';
import { env } from './env';

/** Maker-checker (MAKER_CHECKER): whether the gated changes wait for a second admin's approval. */
export const approvalsConfig = registerAs('approvals', () => ({
  makerChecker: env().MAKER_CHECKER,
}));
export type ApprovalsConfig = ReturnType<typeof approvalsConfig>;
