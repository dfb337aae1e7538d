import { describe, expect, it } from 'vitest';
import { registerSchemaFromRules, forgotPasswordSchema } from '../../../src/engine/register-schema';
import type { RegisterFieldRule } from '../../../src/engine/permission-data';
import type { ValidationMessage } from '../../../src/engine/validation-message';
import { createErrorTransformer } from '../../../src/ui/rjsf/transform-errors';
import { createFormValidator } from '../../../src/ui/rjsf/schema-check';

const rules: Record<string, RegisterFieldRule> = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 'LETTER_FIRST' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '^[a-zA-Z0-9!@#$%^&*._-]+$', patternId: 'ALPHANUMERIC' },
  email: { enabled: true, required: false, minLength: 5, maxLength: 60, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 'EMAIL' },
  verificationCode: { enabled: true, required: true, minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS' },
  mobileNum: { enabled: true, required: false, minLength: 8, maxLength: 11, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS' },
};

// A stand-in for i18next: the key with its values, so the test reads which message was chosen.
const translate = (message: ValidationMessage) =>
  `${message.key}${Object.keys(message.values).length ? JSON.stringify(message.values) : ''}`;

function validate(formData: Record<string, unknown>, mode: 'username' | 'mobile' = 'username') {
  const form = registerSchemaFromRules(rules, { mode, smsVerification: mode === 'mobile', showCaptcha: false, mobilePasswordAllowed: true });
  const transform = createErrorTransformer(form.errorMessages, translate);
  return createFormValidator(form.schema).validateFormData(formData, form.schema, undefined, transform, form.uiSchema);
}

const messagesByField = (errors: { property?: string; message?: string }[]) =>
  Object.fromEntries(errors.map((error) => [(error.property ?? '').replace(/^\./, ''), error.message]));

describe('RJSF error transform', () => {
  it('[P5-2][P5-7] shows one message per field, the first that matters, in the validation namespace', () => {
    const { errors, errorSchema } = validate({ username: '1a', password: 'abc', confirmPassword: 'abd', acceptTerms: true });
    expect(messagesByField(errors)).toEqual({
      username: 'length.tooShort{"min":6}',
      password: 'length.tooShort{"min":6}',
      confirmPassword: 'confirmPasswordMismatch',
    });
    expect((errorSchema as Record<string, { __errors?: string[] }>).username?.__errors).toHaveLength(1);
  });

  it('[P5-3] names the pattern with its bounds when only the pattern fails', () => {
    const { errors } = validate({ username: '1abcdefg', password: 'Secret1', confirmPassword: 'Secret1', acceptTerms: true });
    expect(messagesByField(errors)).toEqual({ username: 'pattern.LETTER_FIRST.range{"min":6,"max":12}' });
  });

  it('[P5-2][P5-7][P8-9] says Input cannot be empty for required fields and asks for the terms', () => {
    const { errors } = validate({ acceptTerms: false });
    expect(messagesByField(errors)).toMatchObject({
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
      acceptTerms: 'termsRequired',
    });
  });

  it('[P5-3][M5-5] uses a single number when min equals max (verification code)', () => {
    const { errors } = validate(
      { mobileNum: '012345678', verificationCode: '12', password: 'Secret1', confirmPassword: 'Secret1', acceptTerms: true },
      'mobile',
    );
    expect(messagesByField(errors)).toEqual({ verificationCode: 'length.exact{"count":6}' });
  });

  it('[P5-5] words the forgot-password fields with their format messages', () => {
    const form = forgotPasswordSchema('email', rules);
    const transform = createErrorTransformer(form.errorMessages, translate);
    const { errors } = createFormValidator(form.schema).validateFormData({ username: 'ab', email: 'not-mail' }, form.schema, undefined, transform);
    expect(messagesByField(errors)).toEqual({ username: 'usernameFormat', email: 'emailFormat' });
  });

  it('[P5-2] passes a valid form', () => {
    expect(validate({ username: 'player01', password: 'Secret1', confirmPassword: 'Secret1', email: 'a@b.io', acceptTerms: true }).errors).toEqual([]);
  });
});
