import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
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
  async open(@Param('code') code: string, @Req() req: Request, @Res() res: Response) {
    const cookies = parse(req.headers.cookie ?? '');
    const target = await this.links.visit({
      code,
      ip: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
      visitorCookie: cookies[VISITOR_COOKIE.name],
    });
    if (!target) return res.redirect(302, '/');
    const options = { httpOnly: true, sameSite: 'lax', secure: req.secure } as const;
    res.cookie(VISITOR_COOKIE.name, target.visitor, {
      ...options,
      path: VISITOR_COOKIE.path,
      maxAge: VISITOR_COOKIE.maxAgeMs,
    });
    res.cookie(TRACKING_COOKIE.name, code, {
      ...options,
      path: TRACKING_COOKIE.path,
      maxAge: TRACKING_COOKIE.maxAgeMs,
    });
    res.setHeader('Cache-Control', 'no-store');
    return res.redirect(302, target.location);
  }
}
