// The CSP-safe validator of the generated forms must agree with Ajv (what @rjsf/validator-ajv8 and the server run)
// on every schema the engine builds from the demo merchants' rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { customizeValidator } from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '../../../src/engine/permission-data';
import { FORM_VALIDATOR_OPTIONS, forgotPasswordSchema, registerSchemaFromRules, type FormSchema } from '../../../src/engine/register-schema';
import { createFormValidator, schemaCheck } from '../../../src/ui/rjsf/schema-check';

const root = path.resolve(__dirname, '../../..');
const rulesOf = (merchant: string) =>
  (JSON.parse(readFileSync(path.join(root, 'merchants', merchant, 'merchant.json'), 'utf8')) as { registerFieldRules: Record<string, RegisterFieldRule> })
    .registerFieldRules;

const forms: [string, FormSchema][] = ['demo', 'basic', 'lotto'].flatMap((merchant) => {
  const rules = rulesOf(merchant);
  return [
    [`${merchant} username`, registerSchemaFromRules(rules, { mode: 'username', smsVerification: false, showCaptcha: true, mobilePasswordAllowed: true })],
    [`${merchant} mobile`, registerSchemaFromRules(rules, { mode: 'mobile', smsVerification: true, showCaptcha: false, mobilePasswordAllowed: true })],
    [`${merchant} forgot email`, forgotPasswordSchema('email', rules)],
    [`${merchant} forgot mobile`, forgotPasswordSchema('mobile', rules)],
  ] as [string, FormSchema][];
});

const ajv = customizeValidator(FORM_VALIDATOR_OPTIONS);
const summary = (errors: { name?: string; property?: string }[]) => errors.map((error) => `${error.property} ${error.name}`).sort();

// Values near each rule: empty-ish, short, long, digits, letters, e-mail-like, spaces, non-BMP characters.
const fieldValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', 'a', 'ab12', 'Player1', 'player01', '1player', '012345678', '123456', 'a b', 'p1@example.com', 'bad@', 'Secret123', '2000-01-31', '𝒜𝒜𝒜𝒜𝒜𝒜'),
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^[0-9]{0,16}$/),
);

describe('schemaCheck: the forms validator that needs no eval', () => {
  it.each(forms)('[P5-2][P5-3][P5-5] agrees with Ajv on the %s form', (_name, form) => {
    const ours = createFormValidator(form.schema);
    const names = Object.keys(form.schema.properties ?? {});
    fc.assert(
      fc.property(fc.record(Object.fromEntries(names.map((name) => [name, name === 'acceptTerms' ? fc.constantFrom(true, false, undefined) : fieldValue]))), (data) => {
        const formData = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
        // confirmPassword often equals the password, as in life.
        if (names.includes('confirmPassword') && typeof formData.password === 'string' && formData.confirmPassword === '') formData.confirmPassword = formData.password;
        expect(summary(ours.validateFormData(formData, form.schema).errors)).toEqual(summary(ajv.validateFormData(formData, form.schema).errors));
      }),
      { numRuns: 300 },
    );
  });

  it('[P5-2] compares confirmPassword with its password through $data', () => {
    const form = registerSchemaFromRules(rulesOf('basic'), { mode: 'username', smsVerification: false, showCaptcha: false, mobilePasswordAllowed: true });
    const validate = schemaCheck(form.schema);
    expect(validate({ username: 'player01', password: 'Secret123', confirmPassword: 'Secret123', email: 'a@b.io', acceptTerms: true })).toBe(true);
    expect(validate({ username: 'player01', password: 'Secret123', confirmPassword: 'Secret124', email: 'a@b.io', acceptTerms: true })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['const']);
  });

  it('refuses a keyword it does not know, so a schema change cannot be silently ignored', () => {
    expect(() => schemaCheck({ type: 'object', properties: { a: { type: 'string', enum: ['x'] } } })).toThrow(/unsupported keyword enum/);
  });
});
