import { describe, expect, it } from 'vitest';
import { firstErrorPerField, messageForError, type FieldErrorMessages } from '../../src/engine/form-errors';

const messages: FieldErrorMessages = {
  username: {
    required: { key: 'required', values: {} },
    minLength: { key: 'length.tooShort', values: { min: 6 } },
    pattern: { key: 'pattern.LETTER_FIRST.range', values: { min: 6, max: 12 } },
  },
  confirmPassword: { required: { key: 'required', values: {} }, const: { key: 'confirmPasswordMismatch', values: {} } },
};

describe('messageForError', () => {
  it('[P5-2] finds the message of an rjsf error by its keyword and field, with or without the leading dot', () => {
    expect(messageForError({ name: 'pattern', property: '.username' }, messages)).toEqual(messages.username?.pattern);
    expect(messageForError({ name: 'required', property: 'username' }, messages)).toEqual({ key: 'required', values: {} });
  });

  it('says the format is incorrect for a keyword the field has no message for, and nothing for unknown fields', () => {
    expect(messageForError({ name: 'type', property: '.username' }, messages)).toEqual({ key: 'invalidFormat', values: {} });
    expect(messageForError({ name: 'required', property: 'nickname' }, messages)).toBeUndefined();
  });
});

describe('firstErrorPerField', () => {
  it('[P5-2] keeps one message per field: a length problem before the pattern, whatever order Ajv reports them in', () => {
    const errors = [
      { name: 'pattern', property: '.username' },
      { name: 'minLength', property: '.username' },
      { name: 'const', property: '.confirmPassword' },
    ];
    expect(firstErrorPerField(errors, messages)).toEqual({
      username: { key: 'length.tooShort', values: { min: 6 } },
      confirmPassword: { key: 'confirmPasswordMismatch', values: {} },
    });
  });

  it('[P5-2] puts a missing value before every other problem of the field', () => {
    const errors = [{ name: 'const', property: '.confirmPassword' }, { name: 'required', property: 'confirmPassword' }];
    expect(firstErrorPerField(errors, messages)).toEqual({ confirmPassword: { key: 'required', values: {} } });
  });

  it('ignores errors of fields outside the form', () => {
    expect(firstErrorPerField([{ name: 'required', property: 'other' }], messages)).toEqual({});
  });
});
