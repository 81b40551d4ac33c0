import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import {
  CsrCorrectionDto,
  CsrNoteDto,
  CsrRevealDto,
  CsrSearchDto,
  CsrUserParam,
} from './dto/csr.dto';
import { CsrService } from './csr.service';

/** /api/admin/dashboard/csr-reveals: role 1 sees who is past half the daily reveal cap. */
@ApiTags('admin: CSR portal')
@AdminPage('dashboard', [1])
@Controller('admin/dashboard/csr-reveals')
export class CsrRevealWatchController {
  constructor(private readonly csr: CsrService) {}

  @Get()
  watch() {
    return this.csr.revealWatch();
  }
}

/** /api/admin/csr: the CSR portal (roles 1, 2, 3; corrections role 1). */
@ApiTags('admin: CSR portal')
@AdminPage('csr-portal')
@Controller('admin/csr')
export class CsrController {
  constructor(private readonly csr: CsrService) {}

  /** A POST, so that a mobile or e-mail searched for stays out of URLs and logs. */
  @Post('search')
  @HttpCode(200)
  search(@Body() { q }: CsrSearchDto) {
    return this.csr.search(q);
  }

  @Get('consumers/:userId')
  consumer(@CurrentPrincipal() admin: AdminPrincipal, @Param() { userId }: CsrUserParam) {
    return this.csr.consumer(admin, userId);
  }

  @Post('consumers/:userId/reveal')
  @HttpCode(200)
  reveal(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { userId }: CsrUserParam,
    @Body() dto: CsrRevealDto,
  ) {
    return this.csr.reveal(admin, userId, dto);
  }

  @Post('consumers/:userId/notes')
  addNote(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { userId }: CsrUserParam,
    @Body() dto: CsrNoteDto,
  ) {
    return this.csr.addNote(admin, userId, dto);
  }

  /** Role 1 only: one profile field, with the reason. */
  @Put('consumers/:userId/profile')
  @AdminPage('csr-portal', [1])
  correct(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { userId }: CsrUserParam,
    @Body() dto: CsrCorrectionDto,
  ) {
    return this.csr.correct(admin, userId, dto);
  }
}
