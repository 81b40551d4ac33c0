import { Inject, Injectable } from '@nestjs/common';
import { crmConfig, type CrmConfig } from '../../config/crm.config';
import type { HelpRequest } from './help-request.entity';

const TIMEOUT_MS = 10_000;

/** Posts a help request to the CRM's form endpoint, form-encoded. */
@Injectable()
export class CrmClient {
  constructor(@Inject(crmConfig.KEY) private readonly config: CrmConfig) {}

  get configured(): boolean {
    return Boolean(this.config.formUrl);
  }

  get orgId(): string {
    return this.config.orgId;
  }

  /** Resolves when the CRM answers 2xx; throws otherwise (the job retries). */
  async send(request: HelpRequest): Promise<void> {
    const body = new URLSearchParams({
      orgid: request.organisationId ?? this.config.orgId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      company: request.company ?? '',
      description: request.description,
    });
    const res = await fetch(this.config.formUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`CRM answered ${res.status}`);
  }
}
