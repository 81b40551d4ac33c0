import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { PendingChangeView, SentForApprovalAnswer } from '@marketplace/contracts';
import { ApiAcceptedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { map } from 'rxjs';

/** What a gated write answers instead of its record while maker-checker is on (HTTP 202). */
export class SentForApproval {
  constructor(readonly change: PendingChangeView) {}

  toJSON(): SentForApprovalAnswer {
    return {
      success: true,
      message: 'Sent for approval: another role-1 admin must approve this change',
      pending_change: this.change,
    };
  }
}

/**
 * 202 Accepted for a write that was sent for approval (see GatedByApproval): nothing was applied,
 * and a client must not take the answer for the saved record.
 */
@Injectable()
export class SentForApprovalInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof SentForApproval)
          context.switchToHttp().getResponse<FastifyReply>().status(HttpStatus.ACCEPTED);
        return result;
      }),
    );
  }
}

/**
 * A write that maker-checker may hold: its answer is then a 202 (set here), documented as such.
 * The one decorator every gated route carries.
 */
export const GatedByApproval = () =>
  applyDecorators(
    UseInterceptors(SentForApprovalInterceptor),
    ApiAcceptedResponse({
      description:
        'MAKER_CHECKER=true: sent for approval, nothing applied; the body is { success, message, pending_change }',
    }),
  );
