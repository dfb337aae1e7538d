// Downline registration (registerCenter, M2-22): username, password and confirmation under the merchant's register
// rules, checked here before sending and again by the server; each field shows its own error. The new member's
// upline is the agent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import type { ValidationMessage } from '../../../engine/validation-message';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { Field, FieldError, Panel, Row } from '../../../ui/form-parts';
import { registerDownline, RegisterDownlineError, teamQueryKey } from '../api/agent-team-api';
import { downlineFormErrors, type DownlineField, type DownlineForm, type DownlineFormErrors } from '../../../engine/downline-form';
import { teamErrorText, TeamPage } from '../../../ui/team-page-parts';

const FIELDS: { name: DownlineField; type: 'text' | 'password'; autoComplete: string }[] = [
  { name: 'username', type: 'text', autoComplete: 'off' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: DownlineForm = { username: '', password: '', confirmPassword: '' };

export function RegisterDownlinePage() {
  const { t } = useTranslation(['agentTeam', 'validation', 'common']);
  const rules = usePermission().registerFieldRules;
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState<DownlineForm>(EMPTY);
  const [errors, setErrors] = useState<DownlineFormErrors>({});
  const [created, setCreated] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: registerDownline,
    onSuccess: (value) => {
      setCreated(value.account);
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => {
      if (error instanceof RegisterDownlineError) setErrors(error.fields);
    },
  });

  const text = (m: ValidationMessage) => t([`validation:${m.key}`, `agentTeam:errors.${m.key}`, 'validation:invalidFormat'], m.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = downlineFormErrors(rules, form);
    setErrors(found);
    setCreated(null);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((f) => found[f.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    register.mutate({ ...form, username: form.username.trim() });
  };

  const generalError = register.isError && !(register.error instanceof RegisterDownlineError && Object.keys(register.error.fields).length > 0);

  return (
    <TeamPage title={t('titles.register')}>
      <Panel aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('register.heading')}</h2>
        <p>{t('register.intro')}</p>
        <form noValidate onSubmit={submit}>
          {FIELDS.map((f) => {
            const error = errors[f.name];
            return (
              <Field key={f.name}>
                <label htmlFor={`${id}-${f.name}`}>{t(`register.${f.name}`)}</label>
                <input
                  id={`${id}-${f.name}`}
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  value={form[f.name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${f.name}-error` : undefined}
                  onChange={(e) => {
                    setForm((current) => ({ ...current, [f.name]: e.target.value }));
                    if (errors[f.name]) setErrors(({ [f.name]: _gone, ...rest }) => rest);
                  }}
                />
                {error ? (
                  <FieldError id={`${id}-${f.name}-error`} data-testid={`error-${f.name}`}>
                    {text(error)}
                  </FieldError>
                ) : null}
              </Field>
            );
          })}
          <Row>
            <Button type="submit" aria-disabled={register.isPending}>
              {register.isPending ? t('register.submitting') : t('register.submit')}
            </Button>
          </Row>
        </form>
        {generalError ? (
          <FieldError role="alert" data-testid="register-error">
            {teamErrorText(t, register.error)}
          </FieldError>
        ) : null}
        {created ? (
          <p role="status" data-testid="register-success">
            {t('register.created', { account: created })} <Link to="/agentHome/downlineManagmentView">{t('register.seeList')}</Link>
          </p>
        ) : null}
      </Panel>
    </TeamPage>
  );
}
