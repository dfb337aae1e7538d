// The staff login of the preview console: separate from players' accounts (a player's username and password do
// not open it) and answered with an httpOnly staff cookie.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKeys } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useStaffLogin } from '../api/staff-login';
import { Field, Muted, Panel, TextInput } from './console-styles';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 360px;
  margin: ${({ theme }) => theme.spacing.xxl} auto;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function StaffLoginForm() {
  const { t } = useTranslation('preview');
  const login = useStaffLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password });
  };

  return (
    <Form onSubmit={submit} aria-labelledby="preview-login-heading" noValidate>
      <Panel as="div">
        <h1 id="preview-login-heading">{t('login.title')}</h1>
        <Muted>{t('login.intro')}</Muted>
        <Field>
          {t('login.username')}
          <TextInput name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field>
          {t('login.password')}
          <TextInput name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {login.isError ? <Alert role="alert">{t(errorKeys(login.error))}</Alert> : null}
        <Button type="submit" disabled={login.isPending || !username.trim() || !password}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Panel>
    </Form>
  );
}
