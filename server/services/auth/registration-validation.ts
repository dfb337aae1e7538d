// Server-side validation of a registration with the rules the form uses: the engine builds the JSON Schema from the
// merchant's field rules (registerSchemaFromRules) and Ajv checks the payload against it, so the server refuses
// exactly what the form would have refused, with the same message keys (first error per field, spec 5).
import { Type, type Static } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { firstErrorPerField, type FieldErrorMessages } from '../../../src/engine/form-errors.js';
import { isOldEnough, registerSchemaFromRules, type RegisterFormOptions } from '../../../src/engine/register-schema.js';
import type { RegisterFieldRule } from '../../../src/engine/permission-data.js';

const Text = (maxLength = 255) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** The registration user of spec 3 as it crosses the wire; the merchant's rules decide what each field must hold. */
export const RegistrationUser = Type.Object({
  username: Text(64),
  password: Text(128),
  confirmPassword: Text(128),
  payeeName: Text(),
  email: Text(),
  qqNum: Text(),
  mobileNum: Text(32),
  recommenderId: Text(),
  captcha: Text(16),
  captchaId: Text(64),
  verificationCode: Text(),
  affiliateCode: Text(64),
  paymentPassword: Text(128),
  line: Text(),
  whatsapp: Text(),
  facebook: Text(),
  wechat: Text(),
  idNumber: Text(),
  birthday: Text(32),
  referralCode: Text(64),
  domain: Text(),
  countryDialingCode: Text(8),
  login: Type.Optional(Type.Boolean()),
  challengeToken: Text(128),
  registerUrl: Text(2048),
  registerMethod: Text(16),
  firebaseChannel: Text(16),
  firebaseIdToken: Text(4096),
});
export type RegistrationUser = Static<typeof RegistrationUser>;

interface CompiledForm {
  validate: ValidateFunction;
  messages: FieldErrorMessages;
}

// One Ajv for every form: `$data` lets confirmPassword refer to password, as in the browser's validator.
const ajv = new Ajv({ allErrors: true, $data: true, strict: false });
addFormats.default(ajv);
// Keyed by the merchant's configuration object: a live reload brings a new object, so edited rules take effect.
const compiled = new WeakMap<MerchantConfig, Map<string, CompiledForm>>();

function compiledForm(merchant: MerchantConfig, options: RegisterFormOptions): CompiledForm {
  const key = JSON.stringify(options);
  let forms = compiled.get(merchant);
  if (!forms) compiled.set(merchant, (forms = new Map()));
  let form = forms.get(key);
  if (!form) {
    const { schema, errorMessages } = registerSchemaFromRules(merchant.registerFieldRules as Record<string, RegisterFieldRule>, options);
    // The terms checkbox is the browser's business: the app leaves it out of the payload.
    const { acceptTerms: _terms, ...properties } = (schema.properties ?? {}) as Record<string, unknown>;
    const required = (schema.required ?? []).filter((name) => name !== 'acceptTerms');
    const { $schema: _draft, ...rest } = schema;
    form = { validate: ajv.compile({ ...rest, properties, required }), messages: errorMessages };
    forms.set(key, form);
  }
  return form;
}

/** The field and keyword of an Ajv error in the shape the engine's form-error rules read. */
const formError = (e: ErrorObject) => ({
  name: e.keyword,
  property: e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty ?? '') : e.instancePath.replace(/^\//, '.'),
});

/** Today in the merchant's time zone as yyyy-MM-dd: the age check counts birthdays where the merchant is. */
const today = (merchant: MerchantConfig, now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: merchant.timezone ?? 'UTC' }).format(now);

/** The message key of the first failing rule of each field, or null when the registration passes the form's rules. */
export function fieldErrors(
  merchant: MerchantConfig,
  mode: 'username' | 'mobile',
  user: RegistrationUser,
  options: { withPassword: boolean; smsVerification: boolean; now: Date },
): Record<string, string> | null {
  const form = compiledForm(merchant, {
    mode,
    smsVerification: options.smsVerification,
    showCaptcha: merchant.registerSettings.showCaptcha === true,
    mobilePasswordAllowed: options.withPassword,
  });
  // Empty and null fields are absent for the schema, as an untouched form field is for the browser's validator.
  const payload = Object.fromEntries(Object.entries(user).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  const fields: Record<string, string> = {};
  if (!form.validate(payload)) {
    for (const [field, message] of Object.entries(firstErrorPerField((form.validate.errors ?? []).map(formError), form.messages))) fields[field] = message.key;
  }
  const birthday = typeof payload.birthday === 'string' ? payload.birthday : null;
  if (birthday !== null && !fields.birthday && isOldEnough(birthday, today(merchant, options.now)) === false) fields.birthday = 'ageConfirm21';
  return Object.keys(fields).length > 0 ? fields : null;
}
