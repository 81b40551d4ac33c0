import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../common/auth/principal';
import { CurrentPrincipal } from '../common/decorators/current-principal.decorator';
import { AdminPage } from '../common/decorators/route-access.decorators';
import { env } from '../config/env';
import { DASHBOARD_COOKIE, DASHBOARD_PATH } from './queue-dashboard';

/**
 * Opens Bull Board for a role-1 admin: puts the admin's token in an HttpOnly cookie that only
 * /admin/queues receives (the admin UI keeps its token in storage, which navigation cannot send).
 */
@ApiTags('admin: queues')
@Controller('admin/queues')
export class QueueDashboardController {
  @Post('session')
  @HttpCode(200)
  @AdminPage('user-management')
  open(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const token = req.headers.authorization!.replace(/^Bearer\s+/i, '');
    reply.setCookie(DASHBOARD_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: env().NODE_ENV === 'production',
      path: DASHBOARD_PATH,
      expires: admin.tokenExpiresAt,
    });
    return { url: DASHBOARD_PATH };
  }
}
