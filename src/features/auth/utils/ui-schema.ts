// The engine's uiSchema with this theme's widgets for the fields that talk to the server, and no RJSF submit button
// (the forms draw their own buttons).
import type { UiSchema } from '@rjsf/utils';

const WIDGET_OF: Readonly<Record<string, string>> = {
  mobileNum: 'mobile',
  verificationCode: 'verificationCode',
  captcha: 'captcha',
};

export function withAccountWidgets(uiSchema: UiSchema, hidden: readonly string[] = []): UiSchema {
  const out: UiSchema = { ...uiSchema, 'ui:submitButtonOptions': { norender: true } };
  for (const [field, widget] of Object.entries(WIDGET_OF)) {
    if (out[field]) out[field] = { ...out[field], 'ui:widget': widget };
  }
  for (const field of hidden) {
    if (out[field]) out[field] = { ...out[field], 'ui:widget': 'hidden' };
  }
  return out;
}
