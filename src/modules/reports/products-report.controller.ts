import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ReportDaysQuery, ReportPeriodQuery } from './dto/report-period.dto';
import { ProductsReportService } from './products-report.service';

/** The two product reports (role 1): `from`, `to` (India days); the products one `partner_id`. */
@ApiTags('admin: reports')
@Controller('admin/reports')
export class ProductsReportController {
  constructor(private readonly reports: ProductsReportService) {}

  @AdminPage('products-report')
  @Get('products')
  products(@Query() query: ReportPeriodQuery) {
    return this.reports.products(query);
  }

  @AdminPage('vendors-products-report')
  @Get('vendors-products')
  vendors(@Query() query: ReportDaysQuery) {
    return this.reports.vendors(query);
  }
}
