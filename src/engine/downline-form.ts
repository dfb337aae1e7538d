// The downline registration form of the agent centre (registerCenter, M2-22): a username and a password under the
// merchant's own register rules (the same rules as the player's registration), and the confirmation. Pure: the
// page checks with it before sending and the server (server/routes/agent-team) refuses with the same messages.
import type { RegisterFieldRule } from './permission-data';
import { MAX_FIELD_LENGTH, patternMessage } from './register-schema';
import type { ValidationMessage } from './validation-message';

export interface DownlineForm {
  username: string;
  password: string;
  confirmPassword: string;
}

export type DownlineField = keyof DownlineForm;
export type DownlineFormErrors = Partial<Record<DownlineField, ValidationMessage>>;

type Rules = Readonly<Record<string, RegisterFieldRule | undefined>>;

const message = (key: string, values: Record<string, number> = {}): ValidationMessage => ({ key, values });

function matchesPattern(pattern: string | undefined, value: string): boolean {
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

/** The first failing check of one field under its rule, as a `validation` namespace message. */
function fieldMessage(rule: RegisterFieldRule | undefined, value: string, formatKey: string): ValidationMessage | null {
  if (value === '') return message('required');
  const min = rule?.minLength ?? 1;
  const max = rule?.maxLength ?? MAX_FIELD_LENGTH;
  const lengthOk = value.length >= min && value.length <= max;
  if (lengthOk && matchesPattern(rule?.acceptedPattern, value)) return null;
  if (rule?.patternId) return patternMessage(rule.patternId, min, max);
  if (value.length < min) return message('length.tooShort', { min });
  if (value.length > max) return message('length.tooLong', { max });
  return message(formatKey);
}

/** Every field's first failure, or an empty object when the form may be sent. */
export function downlineFormErrors(rules: Rules, form: DownlineForm): DownlineFormErrors {
  const errors: DownlineFormErrors = {};
  const username = fieldMessage(rules.username, form.username.trim(), 'usernameFormat');
  if (username) errors.username = username;
  const password = fieldMessage(rules.password, form.password, 'passwordFormat');
  if (password) errors.password = password;
  if (form.confirmPassword === '') errors.confirmPassword = message('required');
  else if (form.confirmPassword !== form.password) errors.confirmPassword = message('confirmPasswordMismatch');
  return errors;
}
