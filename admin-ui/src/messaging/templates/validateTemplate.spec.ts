import { describe, expect, it } from 'vitest';
import { validateTemplate, validateTemplateForm, type TemplateDraft } from './validateTemplate';

const draft: TemplateDraft = {
  name: 'Offer reminder',
  dltTemplateId: '1107168000000012345',
  dltTemplateIdHi: null,
  header: 'CRMKTP',
  bodyEn: 'Hi {#var#}, your offer of {#var#} is ready.',
  bodyHi: '{#var#} जी, आपका {#var#} का ऑफ़र तैयार है।',
  variables: [
    { name: 'first_name', type: 'first_name' },
    { name: 'amount', type: 'amount' },
  ],
  kind: 'service',
  active: true,
};

describe('validateTemplate', () => {
  it('takes a template as the DLT platform registered it', () => {
    expect(validateTemplate(draft)).toEqual({});
    expect(validateTemplate({ ...draft, dltTemplateIdHi: '' })).toEqual({});
  });

  it('names the field the server would refuse, by its error code', () => {
    expect(
      validateTemplate({
        ...draft,
        name: ' ',
        dltTemplateId: '12345',
        dltTemplateIdHi: '99',
        header: 'CRMKT',
        bodyHi: '',
      }),
    ).toEqual({
      name: { code: 'SMS_TEMPLATE_NAME_INVALID' },
      dltTemplateId: { code: 'SMS_DLT_ID_INVALID' },
      dltTemplateIdHi: { code: 'SMS_DLT_ID_INVALID' },
      header: { code: 'SMS_HEADER_INVALID' },
      bodyHi: { code: 'SMS_BODY_INVALID' },
      variables: { code: 'SMS_VARIABLES_MISMATCH', params: { en: 2, hi: 0, count: 2 } },
    });
  });

  it('wants one well-named variable per {#var#}, each name once', () => {
    expect(validateTemplate({ ...draft, variables: [draft.variables[0]] }).variables).toEqual({
      code: 'SMS_VARIABLES_MISMATCH',
      params: { en: 2, hi: 2, count: 1 },
    });
    const twice = [draft.variables[1], draft.variables[1]];
    expect(validateTemplate({ ...draft, variables: twice }).variables).toEqual({
      code: 'SMS_VARIABLE_INVALID',
    });
    const badName = [draft.variables[0], { name: 'Amount', type: 'amount' as const }];
    expect(validateTemplate({ ...draft, variables: badName }).variables?.code).toBe(
      'SMS_VARIABLE_INVALID',
    );
  });
});

describe('validateTemplateForm', () => {
  it("gives react-admin each field's reason as a translation key, emptied inputs included", () => {
    expect(validateTemplateForm(draft)).toEqual({});
    expect(validateTemplateForm({ ...draft, name: null, dltTemplateId: null } as never)).toEqual({
      name: { message: 'errors.SMS_TEMPLATE_NAME_INVALID', args: {} },
      dltTemplateId: { message: 'errors.SMS_DLT_ID_INVALID', args: {} },
    });
    expect(validateTemplateForm({ ...draft, bodyHi: 'नमस्ते {#var#}' }).variables).toEqual({
      message: 'errors.SMS_VARIABLES_MISMATCH',
      args: { en: 2, hi: 1, count: 2 },
    });
  });
});
