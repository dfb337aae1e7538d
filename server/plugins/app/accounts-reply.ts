// How the accounts routes answer: the envelope of every API answer, with the stable code, the spec's English
// wording as message (the client translates the code; the message is what a warning dialog shows when it
// displays "the server message", spec 7.3), and the HTTP status that says what happened.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { envelope } from '../../../src/engine/permission-data.js';
import type { Outcome } from '../../services/auth/outcome.js';

/** A refusal: the foundation's error envelope plus the value some refusals carry (captchaRequired, retryAfterSeconds, fields). */
export const RefusalSchema = Type.Object({
  success: Type.Literal(false),
  code: Type.String({ description: 'Stable message key, translated by the client (auth:errors.<code>)' }),
  message: Type.Optional(Type.String()),
  value: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Response schemas of an accounts route: the 200 envelope of `value` and the refusals. */
export function accountsResponses<T extends TSchema>(value: T) {
  return { 200: envelope(value), 400: RefusalSchema, 401: RefusalSchema, 403: RefusalSchema, 404: RefusalSchema, 409: RefusalSchema, 429: RefusalSchema };
}

/** Calls that answer success without a value. */
export const noValue = Type.Null();

const messages: Readonly<Record<string, string>> = {
  bad_request: 'The request is not valid',
  not_logged_in: 'You are not logged in, please login',
  complete_verification_first: 'Please complete verification first',
  password_change_required: 'Please change your password first',
  in_need_true_account: 'A real account is needed',
  wrong_account_or_password: 'Wrong account or password',
  non_member_cannot_login: 'Non-member account cannot log in',
  non_agent_cannot_login: 'Non-agents cannot log in',
  captcha_invalid: 'Captcha check failed',
  challenge_required: 'Please complete the verification',
  challenge_failed: 'Verification failed, please try again',
  too_many_attempts: 'Too many attempts, please try again later',
  too_many_requests: 'Too many requests, please wait a second',
  too_many_requests_5_minutes: 'Too many requests, try again after 5 minutes',
  invalid_phone_format: 'Invalid phone number format',
  verification_code_invalid: 'Verification code not valid, missing or expired, please send again',
  verification_required: 'Please verify this login',
  verification_not_found: 'The verification has expired, please log in again',
  verification_method_unavailable: 'This verification method is not available',
  feature_disabled: 'Function not enabled, contact customer service',
  validation_failed: 'Please check the form',
  username_taken: 'The username is already taken',
  mobile_taken: 'The mobile number is already registered',
  invalid_invitation_code: 'Invalid invitation code',
  old_password_wrong: 'The old password is not correct',
  confirm_mismatch: 'Incorrect confirmation input',
  password_format: 'Password format is incorrect',
  account_or_email_not_found: 'Account or e-mail does not exist',
  in_been_out: 'The e-mail has been sent',
  unsupported_language: 'This language is not offered',
  social_sign_in_failed: 'Sign-in failed, please try again',
  not_found: 'Not found',
  authenticator_already_bound: 'An authenticator app is already bound',
  authenticator_not_bound: 'No authenticator app is bound',
  authenticator_setup_expired: 'The setup has expired, please start again',
  authenticator_code_wrong: 'The code from the authenticator app is wrong',
};

export const messageOf = (code: string): string | undefined => messages[code];

export function sendRefusal(reply: FastifyReply, status: number, code: string, value?: Record<string, unknown>) {
  const message = messageOf(code);
  return reply.code(status).send({ success: false, code, ...(message ? { message } : {}), ...(value === undefined ? {} : { value }) });
}

/** An accepted outcome answers 200 with its value (a null value is left out), a refusal with its status. */
export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T>, okCode?: string) {
  if (!outcome.ok) return sendRefusal(reply, outcome.status, outcome.code, outcome.value);
  const message = okCode ? messageOf(okCode) : undefined;
  return reply.code(200).send({
    success: true,
    ...(okCode ? { code: okCode } : {}),
    ...(message ? { message } : {}),
    ...(outcome.value === null ? {} : { value: outcome.value }),
  });
}
