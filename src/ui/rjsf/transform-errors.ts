// RJSF errors in the user's language: one error per field, the one whose keyword matters most (spec P5-2), worded
// with the message the engine chose for that field and keyword (validation namespace keys).
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { firstErrorPerField, type FieldErrorMessages } from '../../engine/form-errors';
import type { ValidationMessage } from '../../engine/validation-message';

export type TranslateMessage = (message: ValidationMessage) => string;

const fieldOf = (error: RJSFValidationError): string => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

export function createErrorTransformer(messages: FieldErrorMessages, translate: TranslateMessage): ErrorTransformer {
  return (errors) => {
    const chosen = firstErrorPerField(errors, messages);
    const shown = new Set<string>();
    return errors.flatMap((error) => {
      const field = fieldOf(error);
      const message = chosen[field];
      // An error outside the generated fields keeps RJSF's wording; there is none in our forms.
      if (!message) return [error];
      if (shown.has(field)) return [];
      shown.add(field);
      const text = translate(message);
      return [{ ...error, message: text, stack: text }];
    });
  };
}
