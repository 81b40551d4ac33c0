import { DLT_VARIABLE, type ErrorCode, type SmsTemplateView } from '@marketplace/contracts';

/** A template as the form edits it: the writable fields. */
export type TemplateDraft = Omit<SmsTemplateView, 'id' | 'updatedAt'>;

/** Why a field may not be saved: the server's error code for it, with the code's params. */
export interface TemplateFailure {
  code: ErrorCode;
  params?: Record<string, number>;
}
export type TemplateFailures = Partial<Record<keyof TemplateDraft, TemplateFailure>>;

const DLT_ID = /^\d{10,25}$/;
const HEADER = /^[A-Z]{6}$/;
const VARIABLE_NAME = /^[a-z][a-z0-9_]{0,29}$/;

/** How many {#var#} a text holds. */
export const variableCount = (body: string) => body.split(DLT_VARIABLE).length - 1;

/**
 * The server's rules for a template, checked before the save (new or edited alike) so that the
 * reason shows under its field: a name, DLT ids of 10 to 25 digits, the 6-letter header, both
 * texts, and one named variable per {#var#} in each text.
 */
export function validateTemplate(draft: TemplateDraft): TemplateFailures {
  const failures: TemplateFailures = {};
  const name = draft.name.trim();
  if (!name || name.length > 100) failures.name = { code: 'SMS_TEMPLATE_NAME_INVALID' };
  if (!DLT_ID.test(draft.dltTemplateId)) failures.dltTemplateId = { code: 'SMS_DLT_ID_INVALID' };
  if (draft.dltTemplateIdHi && !DLT_ID.test(draft.dltTemplateIdHi))
    failures.dltTemplateIdHi = { code: 'SMS_DLT_ID_INVALID' };
  if (!HEADER.test(draft.header)) failures.header = { code: 'SMS_HEADER_INVALID' };
  for (const body of ['bodyEn', 'bodyHi'] as const) {
    if (!draft[body] || draft[body].length > 1000) failures[body] = { code: 'SMS_BODY_INVALID' };
  }
  const names = draft.variables.map((v) => v.name);
  if (names.some((n) => !VARIABLE_NAME.test(n)) || new Set(names).size !== names.length)
    failures.variables = { code: 'SMS_VARIABLE_INVALID' };
  else {
    const en = variableCount(draft.bodyEn);
    const hi = variableCount(draft.bodyHi);
    if (en !== names.length || hi !== names.length)
      failures.variables = {
        code: 'SMS_VARIABLES_MISMATCH',
        params: { en, hi, count: names.length },
      };
  }
  return failures;
}

/**
 * validateTemplate for a react-admin form: a field's reason as its error code's translation key
 * (react-admin translates it under the field). An emptied input reads as null there.
 */
export function validateTemplateForm(values: Partial<TemplateDraft>) {
  const failures = validateTemplate({
    ...values,
    name: values.name ?? '',
    dltTemplateId: values.dltTemplateId ?? '',
    header: values.header ?? '',
    bodyEn: values.bodyEn ?? '',
    bodyHi: values.bodyHi ?? '',
    variables: values.variables ?? [],
  } as TemplateDraft);
  return Object.fromEntries(
    Object.entries(failures).map(([field, failure]) => [
      field,
      { message: `errors.${failure.code}`, args: failure.params ?? {} },
    ]),
  );
}
