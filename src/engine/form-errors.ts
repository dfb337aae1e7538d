// Validation errors of a generated form turned into message keys: one message per field, the first that matters
// (spec P5-2: the first error per field is displayed).
import type { ValidationMessage } from './validation-message';

/** The JSON Schema keywords the generated forms use, in the order their messages take precedence. */
export const ERROR_KEYWORDS = ['required', 'minLength', 'maxLength', 'pattern', 'format', 'const'] as const;
export type ErrorKeyword = (typeof ERROR_KEYWORDS)[number];

/** Per field, the message of each keyword that can fail. */
export type FieldErrorMessages = Record<string, Partial<Record<ErrorKeyword, ValidationMessage>>>;

/**
 * An error as @rjsf/validator-ajv8 reports it: `name` is the failing keyword, `property` the field
 * (".username", or "username" for a missing required field).
 */
export interface FormError {
  name?: string;
  property?: string;
}

/** Said when a keyword fails that the form has no message for (a schema keyword added without its message). */
const FALLBACK: ValidationMessage = { key: 'invalidFormat', values: {} };

const fieldOf = (error: FormError): string => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

const rank = (keyword: string | undefined): number => {
  const index = (ERROR_KEYWORDS as readonly (string | undefined)[]).indexOf(keyword);
  return index === -1 ? ERROR_KEYWORDS.length : index;
};

/** The message of one error, or undefined for an error outside the form's fields. */
export function messageForError(error: FormError, messages: FieldErrorMessages): ValidationMessage | undefined {
  const byKeyword: Partial<Record<string, ValidationMessage>> | undefined = messages[fieldOf(error)];
  if (!byKeyword) return undefined;
  return (error.name === undefined ? undefined : byKeyword[error.name]) ?? FALLBACK;
}

/** One message per field: among a field's errors, the keyword earliest in ERROR_KEYWORDS wins. */
export function firstErrorPerField(errors: readonly FormError[], messages: FieldErrorMessages): Record<string, ValidationMessage> {
  const first = new Map<string, FormError>();
  for (const error of errors) {
    const field = fieldOf(error);
    const current = first.get(field);
    if (messages[field] && (!current || rank(error.name) < rank(current.name))) first.set(field, error);
  }
  return Object.fromEntries([...first].map(([field, error]) => [field, messageForError(error, messages) ?? FALLBACK]));
}
