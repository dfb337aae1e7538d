// The `validation` namespace (locales/LANG/validation.json): the spec's messages, in every bundled language, and a key
// for everything the engine can say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from '../../src/engine/money';
import type { RegisterFieldRule } from '../../src/engine/permission-data';
import { forgotPasswordSchema, PATTERN_IDS, patternMessage, registerSchemaFromRules } from '../../src/engine/register-schema';

const LANGUAGES = ['km', 'en', 'zh'] as const;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const messages = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(new URL(`../../locales/${language}/validation.json`, import.meta.url), 'utf8')) as Tree)]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

/** Every key the engine's forms and parsers can return, gathered by running them with every field on. */
function emittedKeys(): Set<string> {
  const every: RegisterFieldRule = { enabled: true, required: false, minLength: 2, maxLength: 9, acceptedPattern: '^x$', patternId: 'ANY' };
  const fields = ['username', 'password', 'payeeName', 'qqNum', 'email', 'mobileNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp',
    'facebook', 'wechat', 'idNumber', 'affiliateCode', 'birthday', 'captcha', 'verificationCode'];
  const rules = Object.fromEntries(fields.map((field) => [field, every]));
  const withoutPatternIds = Object.fromEntries(fields.map((field) => [field, { ...every, patternId: undefined }]));
  const forms = [
    registerSchemaFromRules(rules, { mode: 'username', smsVerification: true, showCaptcha: true, mobilePasswordAllowed: true }),
    registerSchemaFromRules(withoutPatternIds, { mode: 'username', smsVerification: true, showCaptcha: true, mobilePasswordAllowed: true }),
    registerSchemaFromRules({ ...rules, verificationCode: { ...every, minLength: 6, maxLength: 6 } }, { mode: 'mobile', smsVerification: true, showCaptcha: true, mobilePasswordAllowed: true }),
    forgotPasswordSchema('email', rules),
    forgotPasswordSchema('mobile', rules),
  ];
  const keys = new Set<string>();
  for (const form of forms) {
    for (const byKeyword of Object.values(form.errorMessages)) for (const message of Object.values(byKeyword)) keys.add(message.key);
    for (const [name, ui] of Object.entries(form.uiSchema)) {
      if (name.startsWith('ui:')) continue;
      keys.add((ui as { 'ui:options': { labelKey: string } })['ui:options'].labelKey);
    }
  }
  for (const id of PATTERN_IDS) for (const [min, max] of [[1, 2], [3, 3]] as const) keys.add(patternMessage(id, min, max).key);
  const usd = { code: 'USD', symbol: '$', minorUnits: 2 };
  for (const [text, currency] of [['', usd], ['x', usd], ['1.234', usd], ['1.5', { ...usd, minorUnits: 0 }], ['99999999999999999', usd]] as const) {
    const result = parseMoneyInput(text, currency);
    if (!result.ok) keys.add(result.error.key);
  }
  return keys;
}

describe('validation messages', () => {
  it('[P5-7] [M5-6] says every message of the spec in English in its words', () => {
    expect(messages.en).toMatchObject({
      loginRequired: 'Please enter the username and password',
      usernameFormat: 'Account format is incorrect',
      passwordFormat: 'Password format is incorrect',
      emailFormat: 'E-mail format is incorrect',
      confirmPasswordMismatch: 'Confirmation password is not correct',
      invitationCodeInvalid: 'Invalid invitation code',
      mobileInvalid: 'Please enter a valid mobile number',
      verificationCodeInvalid: 'Please enter a valid verification code',
      required: 'Input cannot be empty',
      ageConfirm21: 'Please confirm you are 21 years old',
      termsRequired: 'Please agree to the terms',
    });
  });

  it('[P5-7] [P9-7] translates them into Khmer and Chinese', () => {
    const specKeys = ['loginRequired', 'usernameFormat', 'passwordFormat', 'emailFormat', 'confirmPasswordMismatch', 'invitationCodeInvalid',
      'mobileInvalid', 'verificationCodeInvalid', 'required', 'ageConfirm21', 'termsRequired'];
    for (const key of specKeys) {
      expect(messages.km[key], key).toMatch(/[\u1780-\u17FF]/);
      expect(messages.zh[key], key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('[P9-7] has the same keys in Khmer, English and Chinese, none empty', () => {
    const keys = Object.keys(messages.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(messages[language]).sort(), language).toEqual(keys);
      for (const key of keys) expect(messages[language][key]?.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('[P5-3] [M5-5] interpolates the same values in every language: min and max for ranges, count for exact lengths', () => {
    for (const [key, english] of Object.entries(messages.en)) {
      for (const language of LANGUAGES) expect(placeholders(messages[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(english));
    }
    for (const id of PATTERN_IDS.filter((id) => !id.startsWith('DATE_'))) {
      expect(placeholders(messages.en[`pattern.${id}.range`] ?? ''), id).toEqual(['max', 'min']);
      expect(placeholders(messages.en[`pattern.${id}.exact`] ?? ''), id).toEqual(['count']);
    }
  });

  it('[P5-3] has a message for every key the engine returns', () => {
    const missing = [...emittedKeys()].filter((key) => messages.en[key] === undefined);
    expect(missing).toEqual([]);
  });
});
