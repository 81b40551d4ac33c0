import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { reply } from '../../common/rest/reply';
import { GetLanguagesDto, SearchListParamDto } from './dto/reference.dto';
import { LanguagesService } from './languages.service';
import { SmartListsService } from './smart-lists.service';

/**
 * Reference data: option lists and languages. Public: the login page is localised
 * before sign-in, and the admin's lender forms use the same lists.
 */
@ApiTags('reference data')
@Public()
@Controller()
export class ReferenceController {
  constructor(
    private readonly smartLists: SmartListsService,
    private readonly languages: LanguagesService,
  ) {}

  @Get(['search-list/:lang', 'search-list/:lang/:param'])
  @Header('Cache-Control', 'public, max-age=300')
  searchList(@Param() { lang, param }: SearchListParamDto) {
    return reply(this.smartLists.search(lang, param?.split(',')));
  }

  @Post('getLanguages')
  @HttpCode(200)
  getLanguages(@Body() dto: GetLanguagesDto) {
    return reply(this.languages.forCountry(dto.countryCode));
  }

  @Get('products')
  products() {
    return reply(this.languages.activeProducts());
  }
}
