import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator';
import { TrackingLinksService } from './tracking-links.service';
import { TRACKING_COOKIE, VISITOR_COOKIE } from './tracking';

/**
 * `/t/{code}` (outside /api: it is the address people click and scan): a 302 to the link's page.
 * The visitor cookie makes repeats count once a day; the tracking cookie lets the sign-in name
 * the link. An unknown or switched-off link goes to the home page.
 */
@ApiExcludeController()
@Controller('t')
export class TrackingLinkRedirectController {
  constructor(private readonly links: TrackingLinksService) {}

  @Public()
  @Get(':code')
  async open(@Param('code') code: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const cookies = req.cookies;
    const target = await this.links.visit({
      code,
      ip: req.ip ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      visitorCookie: cookies[VISITOR_COOKIE.name],
    });
    if (!target) return reply.redirect('/', 302);
    const options = { httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' } as const;
    // @fastify/cookie's maxAge is in seconds.
    reply.setCookie(VISITOR_COOKIE.name, target.visitor, {
      ...options,
      path: VISITOR_COOKIE.path,
      maxAge: VISITOR_COOKIE.maxAgeMs / 1000,
    });
    reply.setCookie(TRACKING_COOKIE.name, code, {
      ...options,
      path: TRACKING_COOKIE.path,
      maxAge: TRACKING_COOKIE.maxAgeMs / 1000,
    });
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(target.location, 302);
  }
}
