import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';

/**
 * The ambient transaction (see transactional.ts). Every HTTP request runs in a context of its own
 * from the first middleware on; jobs (QueueService.process) and periodic passes (every) open a
 * fresh one each run. Elsewhere (start-up tasks) there may be none: then `txHost.tx` is the
 * DataSource's manager, as outside any transaction, and `@Transactional()` opens a context of its
 * own for the transaction it starts.
 */
export const TransactionsModule = ClsModule.forRoot({
  global: true,
  middleware: { mount: true },
  plugins: [
    new ClsPluginTransactional({
      adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: DataSource }),
    }),
  ],
});
