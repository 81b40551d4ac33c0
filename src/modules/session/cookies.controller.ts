import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator';
import { CookiesService } from './cookies.service';
import { CookieNameDto, SaveCookieDto } from './dto/cookies.dto';

/**
 * The cookies calls. Public in the guard's terms: the caller's session is a bearer token of any
 * audience, or an anonymous HttpOnly cookie before sign-in (see CookiesService).
 */
@ApiTags('session values (cookies calls)')
@Public()
@Controller('cookies')
export class CookiesController {
  constructor(private readonly cookies: CookiesService) {}

  @Post('save')
  @HttpCode(200)
  async save(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Body() dto: SaveCookieDto,
  ) {
    const saved = await this.cookies.save(req, res, dto.name, dto.value, dto.minutes);
    return { success: true, message: 'Saved', ...saved };
  }

  @Get('read')
  async read(@Req() req: FastifyRequest, @Query() q: CookieNameDto) {
    return { success: true, value: await this.cookies.read(req, q.name) };
  }

  @Post('delete')
  @HttpCode(200)
  async remove(@Req() req: FastifyRequest, @Body() dto: CookieNameDto) {
    await this.cookies.remove(req, dto.name);
    return { success: true, message: 'Deleted' };
  }
}
