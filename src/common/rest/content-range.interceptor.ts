import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { RestPage } from './rest-page';

/**
 * Sends a RestPage as ra-data-simple-rest expects: the rows as the body and the total in
 * `Content-Range`, exposed to cross-origin callers too (browsers hide it otherwise).
 */
@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof RestPage)) return result;
        const res = context.switchToHttp().getResponse<FastifyReply>();
        res.header('Content-Range', result.contentRange);
        res.header('Access-Control-Expose-Headers', 'Content-Range');
        return result.data;
      }),
    );
  }
}
