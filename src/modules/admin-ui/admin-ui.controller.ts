import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminUiSettings } from '@marketplace/contracts';
import { AdminAny } from '../../common/decorators/route-access.decorators';
import { adminUiConfig, type AdminUiConfig } from '../../config/admin-ui.config';
import { approvalsConfig, type ApprovalsConfig } from '../../config/approvals.config';

/**
 * Run-time settings of the back office, for any signed-in admin: the idle dialog's limits, and
 * whether changes wait for approval (maker-checker).
 */
@ApiTags('admin: ui')
@Controller('admin/ui-config')
export class AdminUiController {
  constructor(
    @Inject(adminUiConfig.KEY) private readonly config: AdminUiConfig,
    @Inject(approvalsConfig.KEY) private readonly approvals: ApprovalsConfig,
  ) {}

  @AdminAny()
  @Get()
  get(): AdminUiSettings {
    return {
      idleSeconds: this.config.idleSeconds,
      idleCountdownSeconds: this.config.idleCountdownSeconds,
      makerChecker: this.approvals.makerChecker,
    } satisfies AdminUiSettings;
  }
}
