// The member's own password change (spec M3-3, M5-1, M7-3): old password, new password under the merchant's rule,
// and its confirmation ("Incorrect confirmation input"). The body is sealed; other sessions end, this one stays.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../lib/permission';
import { Button } from '../../../../ui/button';
import { PasswordInput } from '../../../../ui/rjsf/controls/password-input';
import { useToast } from '../../../../ui/toast';
import { useChangePassword } from '../../api/post-change-password';
import { toAuthError } from '../../utils/auth-error';
import { passwordProblem } from '../../utils/password-rule';
import { errorText } from '../../utils/translate-error';
import { Field, FormAlert, errorIdOf } from '../form-parts';

type FieldName = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const EMPTY: Record<FieldName, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordSection() {
  const { t } = useTranslation(['auth', 'validation']);
  const rule = usePermission().registerFieldRules.password;
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const validate = (): Partial<Record<FieldName, string>> => {
    const problem = passwordProblem(values.newPassword, rule);
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.oldPassword) found.oldPassword = t('auth:changePassword.required');
    if (problem) found.newPassword = t(`validation:${problem.key}`, problem.values);
    if (!values.confirmNewPassword) found.confirmNewPassword = t('auth:changePassword.required');
    else if (values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = t('auth:changePassword.mismatch');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (Object.keys(EMPTY) as FieldName[]).find((name) => found[name]);
    if (first) {
      document.getElementById(`security-${first}`)?.focus();
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toast(t('auth:securityCenter.password.changed'));
      },
    });
  };

  const input = (name: FieldName, autoComplete: string) => (
    <Field id={`security-${name}`} label={t(`auth:changePassword.${name}`)} error={errors[name]}>
      <PasswordInput
        id={`security-${name}`}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errorIdOf(`security-${name}`)}
        showLabel={t('auth:password.show')}
        hideLabel={t('auth:password.hide')}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={change.isPending || undefined} aria-labelledby="security-password-title">
      <FormAlert role="alert">{change.isError ? errorText(t, toAuthError(change.error)) : ''}</FormAlert>
      {input('oldPassword', 'current-password')}
      {input('newPassword', 'new-password')}
      {input('confirmNewPassword', 'new-password')}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('auth:changePassword.submitting') : t('auth:changePassword.submit')}
      </Button>
    </form>
  );
}
