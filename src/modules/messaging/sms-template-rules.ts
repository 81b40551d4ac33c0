import {
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  SMS_OPT_OUT_WORD,
  type SmsTemplateKind,
  type SmsVariable,
  type SmsVariableType,
} from '@marketplace/contracts';
import { AppError } from '../../common/errors';
import { env } from '../../config/env';

/** Whether `url` points into one of `domains` (the domain itself or a subdomain). */
export function urlInDomains(url: string, domains: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** SMS_URL_DOMAINS: TRAI's DLT lets a text carry links to whitelisted domains only. */
const urlDomains = () => env().SMS_URL_DOMAINS.split(',').filter(Boolean);

/** How many `{#var#}` a text has. */
export const variablesIn = (body: string) => body.split(DLT_VARIABLE).length - 1;

/** Both texts have one `{#var#}` per variable listed, and the names are unique. */
export function checkTemplateVariables(bodyEn: string, bodyHi: string, variables: SmsVariable[]) {
  const en = variablesIn(bodyEn);
  const hi = variablesIn(bodyHi);
  if (en !== variables.length || hi !== variables.length)
    throw new AppError('SMS_VARIABLES_MISMATCH', { en, hi, count: variables.length });
  if (new Set(variables.map((v) => v.name)).size !== variables.length)
    throw new AppError('SMS_VARIABLE_INVALID');
}

/** A promotional template names its opt-out reply in both languages. */
export function checkOptOut(kind: SmsTemplateKind, bodyEn: string, bodyHi: string) {
  const names = (body: string) =>
    new RegExp(`(^|[^A-Za-z])${SMS_OPT_OUT_WORD}([^A-Za-z]|$)`).test(body);
  if (kind === 'promotional' && !(names(bodyEn) && names(bodyHi)))
    throw new AppError('SMS_OPT_OUT_MISSING');
}

const CHECKS: Record<Exclude<SmsVariableType, 'first_name'>, (v: string) => string | null> = {
  text: (v) => (v.length > 0 ? v : null),
  number: (v) => (/^\d{1,15}$/.test(v) ? v : null),
  amount: (v) =>
    /^\d{1,12}$/.test(v)
      ? new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          maximumFractionDigits: 0,
        }).format(Number(v))
      : null,
  date: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const valid = m && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
    return valid && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
      ? `${m[3]}/${m[2]}/${m[1]}`
      : null;
  },
  url: (v) => (/^https:\/\/[^\s]+$/.test(v) && urlInDomains(v, urlDomains()) ? v : null),
};

/**
 * The variables' texts in order: `first_name` is the consumer's (or, without one, 'Customer');
 * the others are the values given, each checked by its type and at most 30 characters once
 * written (DLT's limit per variable).
 */
export function variableTexts(
  variables: SmsVariable[],
  values: Record<string, string>,
  firstName: string | null,
): string[] {
  return variables.map((variable) => {
    if (variable.type === 'first_name')
      return (firstName?.trim() || 'Customer').slice(0, DLT_VARIABLE_MAX);
    const raw = values[variable.name];
    const text = typeof raw === 'string' ? CHECKS[variable.type](raw.trim()) : null;
    if (text === null || text.length > DLT_VARIABLE_MAX)
      throw new AppError('SMS_VALUE_INVALID', { name: variable.name, type: variable.type });
    return text;
  });
}

/** The text with each `{#var#}` replaced, in order. */
export function renderSms(body: string, texts: string[]): string {
  const parts = body.split(DLT_VARIABLE);
  return parts.reduce((text, part, i) => text + (i > 0 ? texts[i - 1] : '') + part, '');
}
