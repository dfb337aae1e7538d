// The member's profile page (spec M2-17, P3-1, P3-18; docs/member-centre.md, Profile): which registration fields a
// member may edit there, their checks (the merchant's registration field rules), the nickname rule, and masking of
// contact details. No I/O here.
import type { RegisterFieldRule } from '../../../src/engine/config-types.js';
import { isOldEnough } from '../../../src/engine/register-schema.js';

/** Registration fields the profile page edits when the merchant shows them on registration; kept in member.profile. */
export const EDITABLE_PROFILE_FIELDS = ['birthday', 'line', 'whatsapp', 'facebook', 'wechat', 'qqNum'] as const;
export type EditableField = (typeof EDITABLE_PROFILE_FIELDS)[number];

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/** A refusal: the message key and what the message needs. */
export interface FieldRefusal {
  field: string;
  code: string;
  value?: Record<string, number>;
}

const length = (s: string): number => [...s].length;
// Control characters and the invisible format characters (zero width, bidi overrides) have no place in a name.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

export function nicknameRefusal(raw: string): FieldRefusal | null {
  const nickname = raw.trim();
  if (INVISIBLE.test(nickname)) return { field: 'nickname', code: 'nickname_invalid' };
  const n = length(nickname);
  if (n < NICKNAME_MIN || n > NICKNAME_MAX) return { field: 'nickname', code: 'nickname_length', value: { min: NICKNAME_MIN, max: NICKNAME_MAX } };
  return null;
}

/** yyyy-MM-dd or MM-dd-yyyy naming a day the calendar has (no 31 February). */
function isRealDate(value: string): boolean {
  const nums = (value.match(/\d+/g) ?? []).map(Number);
  if (nums.length !== 3) return false;
  const [y, m, d] = nums[0]! > 31 ? nums : [nums[2]!, nums[0]!, nums[1]!];
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/**
 * The check of one editable field against its registration rule. An empty value clears an optional field; the
 * birthday must also be a real date and make the member at least 21 on `today` (yyyy-MM-dd).
 */
export function fieldRefusal(field: EditableField, value: string, rule: RegisterFieldRule, today: string): FieldRefusal | null {
  const v = value.trim();
  if (v === '') return rule.required ? { field, code: 'field_required' } : null;
  if (INVISIBLE.test(v)) return { field, code: 'field_format' };
  const n = length(v);
  if (rule.minLength !== undefined && n < rule.minLength) return { field, code: 'field_too_short', value: { min: rule.minLength } };
  if (rule.maxLength !== undefined && n > rule.maxLength) return { field, code: 'field_too_long', value: { max: rule.maxLength } };
  if (rule.acceptedPattern && rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(v)) return { field, code: 'field_format' };
  if (field === 'birthday') {
    const old = isOldEnough(v, today);
    if (old === undefined || !isRealDate(v)) return { field, code: 'field_format' };
    if (!old) return { field, code: 'birthday_too_young', value: { age: 21 } };
  }
  return null;
}

/**
 * 012345678 -> 012****678, +85512345680 -> +855****680: enough to recognise one's own number, not enough to use
 * someone else's. A number stored with its country code keeps the + and three digits.
 */
export function maskMobile(mobile: string): string {
  const chars = [...mobile];
  if (chars.length <= 6) return `${chars.slice(0, 1).join('')}****`;
  const head = chars[0] === '+' && chars.length > 8 ? 4 : 3;
  return `${chars.slice(0, head).join('')}****${chars.slice(-3).join('')}`;
}

/** player1@example.com -> pl***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMobile(email);
  const local = [...email.slice(0, at)];
  return `${local.slice(0, Math.min(2, local.length - 1 || 1)).join('')}***${email.slice(at)}`;
}

/** John Smith -> J*** S***: each word's first letter. */
export const maskName = (name: string): string =>
  name.trim().split(/\s+/).map((w) => `${[...w][0] ?? ''}***`).join(' ');
