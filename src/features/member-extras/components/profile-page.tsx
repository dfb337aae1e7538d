// /member/profile (spec M2-17, P3-1, P3-18): the account, nickname, contact details (masked; they change through the
// security centre) and the registration fields the merchant shows, editable under the merchant's rules. The birthday
// can be set once: after that it is shown, not edited.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { Field, FieldError, Hint } from '../../../ui/form-parts';
import { profileQueryOptions, useSaveProfile, type Profile, type ProfileField } from '../api/member-extras-api';
import { errorText, Figures, Panel, QueryState } from './parts';

type Values = Record<string, string>;

const length = (s: string) => [...s].length;

/** The first problem of a value under its rule, as a message key and its values; null when it may be sent. */
function problemOf(rule: { required: boolean; minLength?: number; maxLength?: number; pattern?: string }, raw: string): [string, Record<string, number>?] | null {
  const value = raw.trim();
  if (value === '') return rule.required ? ['profile.problems.required'] : null;
  if (rule.minLength !== undefined && length(value) < rule.minLength) return ['profile.problems.tooShort', { min: rule.minLength }];
  if (rule.maxLength !== undefined && length(value) > rule.maxLength) return ['profile.problems.tooLong', { max: rule.maxLength }];
  if (rule.pattern !== undefined) {
    try {
      if (!new RegExp(rule.pattern, 'u').test(value)) return ['profile.problems.format'];
    } catch {
      // A pattern this browser cannot read: the server checks it.
    }
  }
  return null;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation(['memberExtras', 'validation', 'common']);
  const { timezone } = usePermission().merchant;
  const toast = useToast();
  const save = useSaveProfile();
  const editable = profile.fields.filter((f) => !f.locked);
  const initial = (): Values => ({ nickname: profile.nickname, ...Object.fromEntries(editable.map((f) => [f.field, f.value ?? ''])) });
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const label = (field: string) => t(`validation:field.${field}`);
  // Editing a field clears its message: it used to stay, saying a corrected nickname was too short, until Save.
  const set = (field: string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    const nick = problemOf({ required: true, ...profile.nicknameRule }, values.nickname ?? '');
    if (nick) found.nickname = t(nick[0], nick[1]);
    for (const f of editable) {
      const p = problemOf(f, values[f.field] ?? '');
      if (p) found[f.field] = t(p[0], p[1]);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Only what changed is sent, so an unchanged birthday is never set by accident.
    const change: Values = {};
    if ((values.nickname ?? '').trim() !== profile.nickname) change.nickname = (values.nickname ?? '').trim();
    for (const f of editable) {
      const value = (values[f.field] ?? '').trim();
      if (value !== (f.value ?? '')) change[f.field] = value;
    }
    if (Object.keys(change).length === 0) {
      toast(t('profile.noChange'));
      return;
    }
    save.mutate(change, {
      onSuccess: (next) => {
        setValues({ nickname: next.nickname, ...Object.fromEntries(next.fields.filter((f) => !f.locked).map((f) => [f.field, f.value ?? ''])) });
        toast(t('profile.saved'));
      },
      onError: (error) => setFailure(errorText(t, error)),
    });
  }

  const input = (field: string, props: { type?: string; rule?: ProfileField; hint?: string }) => {
    const id = `profile-${field}`;
    const problem = problems[field];
    const describedBy = [props.hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <Field key={field}>
        <label htmlFor={id}>{field === 'nickname' ? t('profile.nickname') : label(field)}</label>
        <input
          id={id}
          name={field}
          type={props.type ?? 'text'}
          value={values[field] ?? ''}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          required={props.rule?.required}
        />
        {props.hint && <Hint id={`${id}-hint`}>{props.hint}</Hint>}
        {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      </Field>
    );
  };

  const locked = profile.fields.filter((f) => f.locked);
  return (
    <>
      <Panel aria-labelledby="profile-account-title">
        <h2 id="profile-account-title">{t('profile.account')}</h2>
        <Figures $text>
          <div>
            <dt>{t('validation:field.username')}</dt>
            <dd>{profile.account}</dd>
          </div>
          <div>
            <dt>{t('validation:field.mobileNum')}</dt>
            <dd>{profile.mobile ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('validation:field.email')}</dt>
            <dd>{profile.email ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('validation:field.payeeName')}</dt>
            <dd>{profile.payeeName ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.joinedAt')}</dt>
            <dd>{formatDateTime(profile.joinedAt, i18n.language, timezone)}</dd>
          </div>
          {locked.map((f) => (
            <div key={f.field} data-testid={`profile-locked-${f.field}`}>
              <dt>{label(f.field)}</dt>
              <dd>{f.field === 'birthday' && f.value ? formatDate(`${f.value}T12:00:00Z`, i18n.language, 'UTC') : f.value}</dd>
            </div>
          ))}
        </Figures>
        <p>{t('profile.contactsHint')}</p>
      </Panel>
      <Panel aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title">{t('profile.edit')}</h2>
        <form onSubmit={onSubmit} noValidate data-testid="profile-form">
          {input('nickname', { hint: t('profile.nicknameHint', { min: profile.nicknameRule.minLength, max: profile.nicknameRule.maxLength }) })}
          {editable.map((f) => input(f.field, { type: f.field === 'birthday' ? 'date' : 'text', rule: f, hint: f.field === 'birthday' ? t('profile.birthdayOnce') : undefined }))}
          {failure && (
            <p role="alert" data-testid="profile-error">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={save.isPending}>
            {t('profile.save')}
          </Button>
        </form>
      </Panel>
    </>
  );
}

export function ProfilePage() {
  const profile = useQuery(profileQueryOptions());
  return (
    <QueryState query={profile} testId="profile">
      {(data) => <ProfileForm profile={data} />}
    </QueryState>
  );
}
