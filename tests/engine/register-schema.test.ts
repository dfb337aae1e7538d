import { readFileSync } from 'node:fs';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from '../../src/engine/form-errors';
import type { RegisterFieldRule } from '../../src/engine/permission-data';
import {
  forgotPasswordSchema,
  FORM_VALIDATOR_OPTIONS,
  type FormSchema,
  isOldEnough,
  MAX_FIELD_LENGTH,
  PATTERN_IDS,
  patternMessage,
  registerSchemaFromRules,
  type RegisterFormOptions,
} from '../../src/engine/register-schema';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const demoRules = readJson<{ registerFieldRules: Record<string, RegisterFieldRule> }>('../../merchants/demo/merchant.json').registerFieldRules;

// The same Ajv (draft-07, allErrors, ajv-formats) @rjsf/validator-ajv8 gives the forms, with the options they need.
const validator = customizeValidator(FORM_VALIDATOR_OPTIONS);

/** The first message per field, as the form would show them (spec P5-2). */
function check(form: FormSchema, formData: Record<string, unknown>) {
  return firstErrorPerField(validator.validateFormData(formData, form.schema).errors, form.errorMessages);
}

const usernameMode: RegisterFormOptions = { mode: 'username', smsVerification: false, showCaptcha: false, mobilePasswordAllowed: true };
const mobileMode: RegisterFormOptions = { mode: 'mobile', smsVerification: true, showCaptcha: false, mobilePasswordAllowed: true };

const order = (form: FormSchema) => form.uiSchema['ui:order'] as string[];
const required = (form: FormSchema) => form.schema.required ?? [];
const property = (form: FormSchema, name: string) => form.schema.properties?.[name] as Record<string, unknown> | undefined;

const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({ enabled: true, required: false, ...overrides });

describe('registerSchemaFromRules: which fields show', () => {
  it('[P5-2] [P3-19] shows username, passwords and the fields the demo rules enable, in a stable order', () => {
    const form = registerSchemaFromRules(demoRules, usernameMode);
    expect(order(form)).toEqual([
      'username', 'password', 'confirmPassword', 'mobileNum', 'paymentPassword', 'payeeName', 'email', 'birthday', 'line',
      'whatsapp', 'affiliateCode', 'acceptTerms',
    ]);
    expect(Object.keys(form.schema.properties ?? {})).toEqual(order(form));
  });

  it('[P5-2] hides every optional field whose rule is absent or disabled', () => {
    const rules = { qqNum: rule({ enabled: false }), wechat: rule(), idNumber: rule({ enabled: false, required: true }) };
    expect(order(registerSchemaFromRules(rules, usernameMode))).toEqual(['username', 'password', 'confirmPassword', 'wechat', 'acceptTerms']);
  });

  it('[P5-2] shows each optional field of the spec when enabled', () => {
    const names = ['payeeName', 'qqNum', 'email', 'mobileNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'affiliateCode', 'birthday'];
    const form = registerSchemaFromRules(Object.fromEntries(names.map((name) => [name, rule()])), usernameMode);
    expect(order(form)).toEqual(expect.arrayContaining(names));
  });

  it('[P5-2] always requires username, password and confirmation in username mode, even without rules', () => {
    const form = registerSchemaFromRules({}, usernameMode);
    expect(required(form)).toEqual(['username', 'password', 'confirmPassword', 'acceptTerms']);
  });

  it('[P5-2] [P4.4-9] leaves the username out in mobile mode and puts the number and its code first, both required', () => {
    const form = registerSchemaFromRules({ ...demoRules, mobileNum: rule({ required: false }) }, mobileMode);
    expect(order(form).slice(0, 4)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(order(form)).not.toContain('username');
    expect(required(form)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
  });

  it('[P5-2] shows the passwords in mobile mode only when the setting allows', () => {
    const form = registerSchemaFromRules(demoRules, { ...mobileMode, mobilePasswordAllowed: false });
    expect(order(form)).not.toContain('password');
    expect(order(form)).not.toContain('confirmPassword');
    expect(order(registerSchemaFromRules({}, { ...usernameMode, mobilePasswordAllowed: false }))).toContain('password');
  });

  it('[P5-2] takes the mobile number as configured in username mode', () => {
    expect(required(registerSchemaFromRules({ mobileNum: rule({ required: false }) }, usernameMode))).not.toContain('mobileNum');
    expect(required(registerSchemaFromRules({ mobileNum: rule({ required: true }) }, usernameMode))).toContain('mobileNum');
    expect(order(registerSchemaFromRules({ mobileNum: rule({ enabled: false, required: true }) }, usernameMode))).not.toContain('mobileNum');
  });

  it('[P5-2] requires the payment password whenever it shows', () => {
    const form = registerSchemaFromRules({ paymentPassword: rule({ required: false }) }, usernameMode);
    expect(required(form)).toContain('paymentPassword');
  });

  it('[P5-2] [P4.4-7] shows the captcha only with the public setting, required as configured', () => {
    expect(order(registerSchemaFromRules(demoRules, usernameMode))).not.toContain('captcha');
    expect(required(registerSchemaFromRules({}, { ...usernameMode, showCaptcha: true }))).toContain('captcha');
    const optional = registerSchemaFromRules({ captcha: rule({ required: false }) }, { ...usernameMode, showCaptcha: true });
    expect(order(optional)).toContain('captcha');
    expect(required(optional)).not.toContain('captcha');
  });

  it('[P2.10-3] [P4.4-1] ends with the terms checkbox, ticked at first and required to stay ticked', () => {
    const form = registerSchemaFromRules(demoRules, usernameMode);
    expect(order(form).at(-1)).toBe('acceptTerms');
    expect(property(form, 'acceptTerms')).toEqual({ type: 'boolean', const: true, default: true });
  });
});

describe('registerSchemaFromRules: field rules', () => {
  it('[P3-19] takes lengths and the pattern from the rule', () => {
    expect(property(registerSchemaFromRules(demoRules, usernameMode), 'username')).toEqual({
      type: 'string', minLength: 6, maxLength: 12, pattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    });
  });

  it('[P3-19] reads the accepted pattern * as no pattern', () => {
    const form = registerSchemaFromRules({ affiliateCode: rule({ acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 16 }) }, usernameMode);
    expect(property(form, 'affiliateCode')).toEqual({ type: 'string', minLength: 4, maxLength: 16 });
    expect(form.errorMessages.affiliateCode?.pattern).toBeUndefined();
  });

  it('[P5-2] [P9-6] limits the verification code to 255 characters unless the rule says less', () => {
    const codeMax = (codeRule?: RegisterFieldRule) =>
      property(registerSchemaFromRules(codeRule ? { verificationCode: codeRule } : {}, mobileMode), 'verificationCode')?.maxLength;
    expect(codeMax()).toBe(MAX_FIELD_LENGTH);
    expect(MAX_FIELD_LENGTH).toBe(255);
    expect(codeMax(rule({ maxLength: 6 }))).toBe(6);
    expect(codeMax(rule({ maxLength: 1000 }))).toBe(255);
  });

  it('[P5-2] asks for the verification code only when SMS verification is on', () => {
    expect(order(registerSchemaFromRules(demoRules, { ...mobileMode, smsVerification: false }))).not.toContain('verificationCode');
  });

  it('[P5-2] checks the e-mail field as an e-mail address', () => {
    expect(property(registerSchemaFromRules({ email: rule() }, usernameMode), 'email')).toMatchObject({ format: 'email' });
  });

  it('[P2.10-5] gives password widgets and autocomplete hints, and label keys for every field', () => {
    const form = registerSchemaFromRules(demoRules, { ...usernameMode, smsVerification: true });
    const ui = form.uiSchema as Record<string, Record<string, unknown>>;
    for (const name of ['password', 'confirmPassword', 'paymentPassword']) expect(ui[name]?.['ui:widget']).toBe('password');
    expect(ui.username?.['ui:autocomplete']).toBe('username');
    expect(ui.password?.['ui:autocomplete']).toBe('new-password');
    expect(ui.confirmPassword?.['ui:autocomplete']).toBe('new-password');
    expect(ui.email?.['ui:autocomplete']).toBe('email');
    expect(ui.mobileNum?.['ui:autocomplete']).toBe('tel');
    expect(ui.mobileNum?.['ui:options']).toMatchObject({ inputType: 'tel' });
    expect(ui.verificationCode?.['ui:autocomplete']).toBe('one-time-code');
    for (const name of order(form)) expect(ui[name]?.['ui:options']).toMatchObject({ labelKey: `field.${name}` });
  });
});

describe('patternMessage', () => {
  it('[P5-3] [M5-5] substitutes min and max into the message of the pattern', () => {
    expect(patternMessage('LETTER_FIRST', 6, 12)).toEqual({ key: 'pattern.LETTER_FIRST.range', values: { min: 6, max: 12 } });
  });

  it('[P5-3] [M5-5] shows one number when min equals max', () => {
    expect(patternMessage('DIGITS', 6, 6)).toEqual({ key: 'pattern.DIGITS.exact', values: { count: 6 } });
  });

  it('[P5-3] has a message for every pattern the merchant schema allows', () => {
    const schema = readJson<{ $defs: { registerFieldRule: { properties: { patternId: { enum: string[] } } } } }>('../../schemas/merchant.schema.json');
    expect([...PATTERN_IDS].sort()).toEqual([...schema.$defs.registerFieldRule.properties.patternId.enum].sort());
  });

  it('says the format is incorrect for a pattern id it does not know', () => {
    expect(patternMessage('KLINGON', 1, 2)).toEqual({ key: 'invalidFormat', values: {} });
  });
});

describe('registerSchemaFromRules validated by Ajv with the demo merchant rules', () => {
  const form = registerSchemaFromRules(demoRules, { mode: 'username', smsVerification: true, showCaptcha: true, mobilePasswordAllowed: true });
  const good = {
    username: 'player01', password: 'secret#1', confirmPassword: 'secret#1', mobileNum: '012345678', verificationCode: '123456',
    paymentPassword: '654321', payeeName: 'Sok Dara', email: 'dara@example.com', birthday: '1990-04-01', line: 'dara',
    whatsapp: '85512345678', affiliateCode: 'ABCD', captcha: 'x7k2', acceptTerms: true,
  };

  it('[P4.4-2] [P5-2] accepts a complete, well-formed registration', () => {
    expect(validator.validateFormData(good, form.schema).errors).toEqual([]);
  });

  it('[P5-2] [P5-3] [P5-7] reports the first error of each malformed field with its message key', () => {
    expect(check(form, {
      ...good,
      username: '9player', password: 'abc', confirmPassword: 'abd', mobileNum: '01234567890123', verificationCode: '12345',
      payeeName: 'Sok', email: 'dara@', birthday: '01-04-1990', acceptTerms: false,
    })).toEqual({
      username: { key: 'pattern.LETTER_FIRST.range', values: { min: 6, max: 12 } },
      password: { key: 'length.tooShort', values: { min: 6 } },
      confirmPassword: { key: 'confirmPasswordMismatch', values: {} },
      mobileNum: { key: 'length.tooLong', values: { max: 11 } },
      verificationCode: { key: 'length.exact', values: { count: 6 } },
      payeeName: { key: 'pattern.FULL_NAME.range', values: { min: 2, max: 50 } },
      email: { key: 'pattern.EMAIL.range', values: { min: 5, max: 60 } },
      birthday: { key: 'pattern.DATE_YMD.exact', values: { count: 10 } },
      acceptTerms: { key: 'termsRequired', values: {} },
    });
  });

  it('[P5-2] [P5-7] says an empty required field cannot be empty, and leaves empty optional fields alone', () => {
    const { username: _u, paymentPassword: _p, captcha: _c, payeeName: _n, email: _e, line: _l, ...rest } = good;
    expect(check(form, rest)).toEqual({
      username: { key: 'required', values: {} },
      paymentPassword: { key: 'required', values: {} },
      captcha: { key: 'required', values: {} },
    });
  });

  it('[P5-2] [P8-9] rejects a confirmation that differs from the password and accepts an equal one', () => {
    expect(check(form, { ...good, confirmPassword: 'secret#2' })).toEqual({ confirmPassword: { key: 'confirmPasswordMismatch', values: {} } });
    expect(check(form, { ...good, password: 'Another1', confirmPassword: 'Another1' })).toEqual({});
  });

  it('[P5-3] checks digits-only fields by their pattern', () => {
    expect(check(form, { ...good, whatsapp: '85512ab678', paymentPassword: '12a456' })).toEqual({
      whatsapp: { key: 'pattern.DIGITS.range', values: { min: 6, max: 15 } },
      paymentPassword: { key: 'pattern.DIGITS.exact', values: { count: 6 } },
    });
  });

  it('[P5-2] validates the mobile form without a username', () => {
    const mobile = registerSchemaFromRules(demoRules, mobileMode);
    const { username: _u, ...withoutUsername } = good;
    expect(check(mobile, withoutUsername)).toEqual({});
    expect(check(mobile, { ...withoutUsername, mobileNum: undefined })).toEqual({ mobileNum: { key: 'required', values: {} } });
  });
});

describe('forgotPasswordSchema', () => {
  it('[P5-5] [P2.11-2] asks by e-mail for the username and the e-mail, both required', () => {
    const form = forgotPasswordSchema('email', demoRules);
    expect(order(form)).toEqual(['username', 'email']);
    expect(required(form)).toEqual(['username', 'email']);
    expect(check(form, { username: 'player01', email: 'dara@example.com' })).toEqual({});
  });

  it('[P5-5] [P5-7] checks the username format and the e-mail format', () => {
    const form = forgotPasswordSchema('email', demoRules);
    expect(check(form, { username: '1x', email: 'not-an-email' })).toEqual({
      username: { key: 'usernameFormat', values: {} },
      email: { key: 'emailFormat', values: {} },
    });
    expect(check(form, {})).toEqual({ username: { key: 'required', values: {} }, email: { key: 'required', values: {} } });
  });

  it('[P5-5] checks the e-mail format even when the merchant has no e-mail rule', () => {
    expect(check(forgotPasswordSchema('email', {}), { username: 'player01', email: 'nope' })).toEqual({ email: { key: 'emailFormat', values: {} } });
  });

  it('[P5-5] [P2.11-3] asks by mobile for the number, the code and a new password that follows the password rule, twice', () => {
    const form = forgotPasswordSchema('mobile', demoRules);
    expect(order(form)).toEqual(['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword']);
    expect(required(form)).toEqual(['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword']);
    expect(property(form, 'newPassword')).toEqual({ type: 'string', minLength: 6, maxLength: 20, pattern: demoRules.password?.acceptedPattern });
    expect((form.uiSchema as Record<string, Record<string, unknown>>).newPassword?.['ui:widget']).toBe('password');
    expect(check(form, { mobileNum: '12ab', verificationCode: '1', newPassword: 'a b', confirmNewPassword: 'a b' })).toEqual({
      mobileNum: { key: 'mobileInvalid', values: {} },
      verificationCode: { key: 'verificationCodeInvalid', values: {} },
      newPassword: { key: 'passwordFormat', values: {} },
    });
    expect(check(form, { mobileNum: '012345678', verificationCode: '123456', newPassword: 'secret#1', confirmNewPassword: 'secret#2' })).toEqual({
      confirmNewPassword: { key: 'confirmPasswordMismatch', values: {} },
    });
    expect(check(form, { mobileNum: '012345678', verificationCode: '123456', newPassword: 'secret#1', confirmNewPassword: 'secret#1' })).toEqual({});
  });
});

describe('isOldEnough', () => {
  it('[P5-4] [M9-9] lets a player register from the day of their 21st birthday', () => {
    expect(isOldEnough('2005-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2005-06-16', '2026-06-15')).toBe(false);
    expect(isOldEnough('2005-07-01', '2026-06-30')).toBe(false);
    expect(isOldEnough('1980-12-31', '2026-01-01')).toBe(true);
  });

  it('[P5-4] reads the MM-dd-yyyy birthdays of the DATE_MDY pattern', () => {
    expect(isOldEnough('06-15-2005', '2026-06-15')).toBe(true);
    expect(isOldEnough('06-16-2005', '2026-06-15')).toBe(false);
  });

  it('leaves unreadable dates to the pattern check', () => {
    expect(isOldEnough('15/06/2005', '2026-06-15')).toBeUndefined();
  });
});
