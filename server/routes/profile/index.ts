// The member's profile (spec M2-17, P3-1, P3-18; docs/member-centre.md, Profile): account, nickname, contact details
// masked, and the registration fields the merchant shows, with editing of the nickname and of those fields under the
// merchant's registration rules. The birthday is set once (it decides birthday gifts); mobile, e-mail and payee name
// change through the security centre and customer service, never here. Real accounts only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { RegisterFieldRule } from '../../../src/engine/config-types.js';
import { memberProfileRow, updateMemberProfile, type MemberProfileRow } from '../../db/member-profile-repository.js';
import { EDITABLE_PROFILE_FIELDS, fieldRefusal, maskEmail, maskMobile, maskName, nicknameRefusal, NICKNAME_MAX, NICKNAME_MIN, type EditableField } from '../../domain/profile/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { Envelope, ErrorEnvelope, memberOf, refusals, refuse } from '../messages/answers.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

const profileOf = (row: MemberProfileRow): Record<string, string | undefined> => (typeof row.profile === 'string' ? JSON.parse(row.profile) : row.profile) ?? {};

const FieldRule = Type.Object({
  field: Type.String(),
  required: Type.Boolean(),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  pattern: Type.Optional(Type.String({ description: 'The merchant\'s accepted pattern; absent for any text' })),
  value: Type.Union([Type.String(), Type.Null()]),
  locked: Type.Boolean({ description: 'true for a birthday already set' }),
});
const Profile = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  nicknameRule: Type.Object({ minLength: Type.Integer(), maxLength: Type.Integer() }),
  mobile: Type.Union([Type.String(), Type.Null()], { description: 'Masked' }),
  email: Type.Union([Type.String(), Type.Null()], { description: 'Masked' }),
  payeeName: Type.Union([Type.String(), Type.Null()], { description: 'Masked' }),
  joinedAt: Type.String({ format: 'date-time' }),
  fields: Type.Array(FieldRule),
});
const ProfileChange = Type.Object({
  nickname: Type.Optional(Type.String({ maxLength: 200 })),
  ...Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((f) => [f, Type.Optional(Type.String({ maxLength: 200 }))])),
}, { additionalProperties: false });
const CHANGEABLE = new Set<string>(['nickname', ...EDITABLE_PROFILE_FIELDS]);

const unknownFields = new WeakMap<FastifyRequest, string>();

/**
 * Fastify's validator drops properties the schema does not name (removeAdditional), so a change of an unknown field
 * (mobile, email, a typo) would succeed and change nothing. The first unknown field is noted before validation and
 * the handler refuses it (after the session check, so a visitor still gets 401).
 */
async function noteUnknownField(request: FastifyRequest) {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((key) => !CHANGEABLE.has(key));
  if (unknown !== undefined) unknownFields.set(request, unknown);
}

export default async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = [app.authenticate, app.requireRealAccount];
  const today = (timezone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone ?? 'Asia/Phnom_Penh' }).format(app.accounts.clock.now());

  const rulesOf = (rules: Record<string, RegisterFieldRule | undefined>) =>
    EDITABLE_PROFILE_FIELDS.flatMap((field) => {
      const rule = rules[field];
      return rule?.enabled ? [{ field, rule }] : [];
    });

  const answer = (row: MemberProfileRow, rules: Record<string, RegisterFieldRule | undefined>) => {
    const profile = profileOf(row);
    return {
      account: row.account,
      nickname: row.nickname ?? row.account,
      nicknameRule: { minLength: NICKNAME_MIN, maxLength: NICKNAME_MAX },
      mobile: row.mobile ? maskMobile(row.mobile) : null,
      email: row.email ? maskEmail(row.email) : null,
      payeeName: row.payee_name ? maskName(row.payee_name) : null,
      joinedAt: new Date(row.created_at).toISOString(),
      fields: rulesOf(rules).map(({ field, rule }) => ({
        field,
        required: rule.required,
        ...(rule.minLength === undefined ? {} : { minLength: rule.minLength }),
        ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
        ...(rule.acceptedPattern && rule.acceptedPattern !== '*' ? { pattern: rule.acceptedPattern } : {}),
        value: profile[field] ?? null,
        locked: field === 'birthday' && Boolean(profile.birthday),
      })),
    };
  };

  api.get('/wps/member/profile', {
    preHandler,
    schema: { tags: ['profile'], summary: 'The member\'s profile: account, nickname, masked contacts and the editable registration fields (spec M2-17)', response: { 200: Envelope(Profile), ...refusals } },
  }, async (request, reply) => {
    const row = await memberProfileRow(app.db, memberOf(request));
    if (!row) return refuse(reply, 401, 'not_logged_in');
    return { success: true, value: answer(row, request.merchant.registerFieldRules as Record<string, RegisterFieldRule | undefined>) };
  });

  api.put('/wps/member/profile', {
    preHandler,
    preValidation: noteUnknownField,
    ...answersBadInput('field'),
    schema: {
      tags: ['profile'],
      summary: 'Changes the nickname and the editable fields sent; an empty optional field is cleared, any other field is 400 field_not_editable. Answers the profile',
      body: ProfileChange,
      response: { 200: Envelope(Profile), 409: ErrorEnvelope, ...refusals },
    },
  }, async (request, reply) => {
    const unknown = unknownFields.get(request);
    if (unknown !== undefined) return refuse(reply, 400, 'field_not_editable', { field: unknown });
    const who = memberOf(request);
    const rules = request.merchant.registerFieldRules as Record<string, RegisterFieldRule | undefined>;
    const body = request.body as Record<string, string | undefined>;
    const row = await memberProfileRow(app.db, who);
    if (!row) return refuse(reply, 401, 'not_logged_in');
    const profile = profileOf(row);
    const editable = new Map(rulesOf(rules).map(({ field, rule }) => [field as string, rule]));
    const changes: Record<string, string | null> = {};
    for (const [key, raw] of Object.entries(body)) {
      if (raw === undefined || key === 'nickname') continue;
      const rule = editable.get(key);
      if (!rule) return refuse(reply, 400, 'field_not_editable', { field: key });
      const value = raw.trim();
      if ((profile[key] ?? '') === value) continue;
      if (key === 'birthday' && profile.birthday) return refuse(reply, 409, 'birthday_locked', { field: key });
      const refusal = fieldRefusal(key as EditableField, value, rule, today(request.merchant.timezone));
      if (refusal) return refuse(reply, 400, refusal.code, { field: refusal.field, ...refusal.value });
      changes[key] = value === '' ? null : value;
    }
    let nickname: string | undefined;
    if (body.nickname !== undefined) {
      const refusal = nicknameRefusal(body.nickname);
      if (refusal) return refuse(reply, 400, refusal.code, { field: refusal.field, ...refusal.value });
      nickname = body.nickname.trim();
    }
    const next = { ...profile };
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete next[key];
      else next[key] = value;
    }
    await updateMemberProfile(app.db, who, next, nickname);
    const updated = await memberProfileRow(app.db, who);
    return { success: true, value: answer(updated!, rules) };
  });
}
