// The password rule of the merchant (the registration rule for password), checked by hand-built forms such as the
// change-password step; the message is the engine's pattern message, or the length or format one.
import type { RegisterFieldRule } from '../../../engine/permission-data';
import { patternMessage } from '../../../engine/register-schema';
import type { ValidationMessage } from '../../../engine/validation-message';

export function passwordProblem(value: string, rule: RegisterFieldRule | undefined): ValidationMessage | null {
  if (value === '') return { key: 'required', values: {} };
  const min = rule?.minLength ?? 1;
  const max = rule?.maxLength ?? 255;
  const pattern = rule?.acceptedPattern && rule.acceptedPattern !== '*' ? new RegExp(rule.acceptedPattern) : null;
  if (value.length < min || value.length > max || (pattern && !pattern.test(value))) {
    return rule?.patternId ? patternMessage(rule.patternId, min, max) : { key: 'passwordFormat', values: {} };
  }
  return null;
}
