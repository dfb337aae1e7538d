// The login form itself (spec P2.9-2, P5-1): username and password, or mobile number and SMS code; the captcha
// once the server asks; remember password; forgot-password and register; free play and social sign-in icons on the
// player site only.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FeatureFlags } from '../../../engine/feature-flags';
import { openAuthModal } from '../../../lib/auth-modal';
import { flagExplain } from '../../../lib/explain-tags';
import type { RememberedLogin } from '../../../lib/session/remember-me';
import { Button } from '../../../ui/button';
import { CaptchaImage } from '../../../ui/rjsf/controls/captcha-image';
import { CodeSendButton } from '../../../ui/rjsf/controls/code-send-button';
import { DialingCodeSelect } from '../../../ui/rjsf/controls/dialing-code-select';
import { PasswordInput } from '../../../ui/rjsf/controls/password-input';
import { Input, InputRow } from '../../../ui/rjsf/controls/styles';
import { useDialingCodes } from '../hooks/use-dialing-codes';
import type { captchaMachine } from '../machines/captcha-machine';
import type { LoginArea, LoginType, loginMachine } from '../machines/login-machine';
import type { smsCountdownMachine } from '../machines/sms-countdown-machine';
import { isMobileNumber, normalizeMobileNumber } from '../../../engine/mobile-number';
import { errorText } from '../utils/translate-error';
import { Centered, Field, FormAlert, LinkButton, MethodSwitch, Row, errorIdOf } from './form-parts';
import { SocialSignIn } from './social-sign-in';
import { WarningDialog } from './warning-dialog';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type LoginActor = ActorRefFrom<typeof loginMachine>;

export interface LoginFormProps {
  ref?: Ref<HTMLFormElement>;
  area: LoginArea;
  flags: FeatureFlags;
  remembered: RememberedLogin | null;
  snapshot: LoginSnapshot;
  send: LoginActor['send'];
  actor: LoginActor;
}

type FieldName = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';

export function LoginForm({ ref, area, flags, remembered, snapshot, send }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const dialing = useDialingCodes();
  const [values, setValues] = useState({
    username: remembered?.username ?? '',
    password: '',
    mobileNum: remembered?.mobileNum ?? '',
    smsCode: '',
    captcha: '',
  });
  const [dialingCode, setDialingCode] = useState<string | null>(remembered?.countryDialingCode ?? null);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const captcha = snapshot.children.captcha as ActorRefFrom<typeof captchaMachine> | undefined;
  const countdown = snapshot.children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine> | undefined;
  const captchaState = useSelector(captcha, (s) => s);
  const countdownState = useSelector(countdown, (s) => s);

  const { loginType, captchaShown, error } = snapshot.context;
  const busy = !snapshot.matches('editing');
  const code = dialingCode ?? dialing.defaultCode;
  const isMember = area === 'member';

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: name === 'mobileNum' ? normalizeMobileNumber(value) : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const mobileError = (mobileNum: string) =>
    !isMobileNumber(mobileNum) ? t('auth:login.required.mobileNum') : undefined;

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (loginType === 'username') {
      if (!values.username.trim()) found.username = t('auth:login.required.username');
      if (!values.password) found.password = t('auth:login.required.password');
    } else {
      const mobile = mobileError(values.mobileNum);
      if (mobile) found.mobileNum = mobile;
      if (!values.smsCode.trim()) found.smsCode = t('auth:login.required.smsCode');
    }
    if (captchaShown && !values.captcha.trim()) found.captcha = t('auth:login.required.captcha');
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    const sms = loginType === 'sms';
    send({
      type: 'login.submit',
      credentials: {
        username: sms ? values.mobileNum : values.username.trim(),
        password: sms ? values.smsCode.trim() : values.password,
        remember,
        ...(sms && { countryDialingCode: code }),
        ...(captchaShown && { captcha: values.captcha.trim(), captchaId: captchaState?.context.captcha?.captchaId ?? '' }),
      },
    });
    // A captcha is single-use: the next try needs the new picture's text.
    if (captchaShown) setValues((current) => ({ ...current, captcha: '' }));
  };

  const sendCode = () => {
    const mobile = mobileError(values.mobileNum);
    setErrors((current) => ({ ...current, mobileNum: mobile }));
    if (mobile) return;
    countdown?.send({ type: 'sms.send', request: { mobileNum: values.mobileNum, countryDialingCode: code } });
  };

  const inputProps = (name: FieldName) => ({
    id: `login-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errorIdOf(`login-${name}`),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const switchType = (next: LoginType) => {
    setErrors({});
    send({ type: 'login.switchType', loginType: next });
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid={`login-form-${area}`}>
      <FormAlert role="alert" aria-live="assertive" data-testid="login-error">
        {error ? errorText(t, error) : ''}
      </FormAlert>
      {flags.smsLogin ? (
        // data-explain: the preview console's explain mode names the flag behind a part of the page (docs/preview.md).
        <div data-explain={flagExplain('smsLogin')}>
          <MethodSwitch
            label={t('auth:login.methods.label')}
            value={loginType}
            options={[
              { value: 'username', label: t('auth:login.methods.username') },
              { value: 'sms', label: t('auth:login.methods.sms') },
            ]}
            onChange={switchType}
          />
        </div>
      ) : null}

      {loginType === 'username' ? (
        <>
          <Field id="login-username" label={t('auth:login.username')} error={errors.username}>
            <Input {...inputProps('username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </Field>
          <Field id="login-password" label={t('auth:login.password')} error={errors.password}>
            <PasswordInput
              {...inputProps('password')}
              name="password"
              autoComplete="current-password"
              showLabel={t('auth:password.show')}
              hideLabel={t('auth:password.hide')}
            />
          </Field>
        </>
      ) : (
        <>
          <Field id="login-mobileNum" label={t('auth:login.mobileNum')} error={errors.mobileNum}>
            <InputRow>
              <DialingCodeSelect id="login-dialing-code" value={code} options={dialing.options} label={t('auth:dialingCode.label')} onChange={setDialingCode} />
              <Input {...inputProps('mobileNum')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" />
            </InputRow>
          </Field>
          <Field id="login-smsCode" label={t('auth:login.smsCode')} error={errors.smsCode}>
            <InputRow>
              <Input {...inputProps('smsCode')} name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={255} />
              <CodeSendButton
                remaining={countdownState?.matches('counting') ? countdownState.context.remaining : 0}
                sending={countdownState?.matches('sending') ?? false}
                sendLabel={t('auth:sms.send')}
                countdownText={(count) => t('auth:sms.countdown', { count })}
                countdownLabel={(count) => t('auth:sms.countdownLabel', { count })}
                onSend={sendCode}
                controls="login-smsCode"
              />
            </InputRow>
          </Field>
        </>
      )}

      {captchaShown ? (
        <Field id="login-captcha" label={t('auth:login.captcha')} error={errors.captcha}>
          <InputRow>
            <Input {...inputProps('captcha')} name="captcha" autoComplete="off" autoCapitalize="none" spellCheck={false} />
            <CaptchaImage
              image={captchaState?.context.captcha?.image ?? null}
              captchaId={captchaState?.context.captcha?.captchaId ?? null}
              loading={captchaState?.matches({ visible: 'loading' }) ?? true}
              failed={captchaState?.matches({ visible: 'failed' }) ?? false}
              imageLabel={t('auth:captcha.image')}
              loadingLabel={t('auth:captcha.loading')}
              failedLabel={t('auth:captcha.failed')}
              onRefresh={() => captcha?.send({ type: 'captcha.refresh' })}
            />
          </InputRow>
        </Field>
      ) : null}

      <Row>
        {loginType === 'username' ? (
          <label>
            <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />{' '}
            {t('auth:login.remember')}
          </label>
        ) : null}
        <LinkButton type="button" onClick={() => openAuthModal('forget')}>
          {t('auth:login.forgot')}
        </LinkButton>
      </Row>

      <Button type="submit" block disabled={busy}>
        {busy ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>

      <Centered>
        {t('auth:login.noAccount')}{' '}
        <LinkButton type="button" onClick={() => openAuthModal('register')}>
          {t('auth:login.register')}
        </LinkButton>
      </Centered>

      {isMember && flags.freePlay ? (
        <Centered data-explain={flagExplain('freePlay')}>
          <Button tone="ghost" block disabled={busy} onClick={() => send({ type: 'login.freePlay' })} title={t('auth:login.freePlayHint')}>
            {t('auth:login.freePlay')}
          </Button>
        </Centered>
      ) : null}

      {isMember ? <SocialSignIn flags={flags} disabled={busy} onTelegram={(fields) => send({ type: 'login.social', request: { provider: 'telegram', fields } })} /> : null}

      {countdownState?.context.error ? (
        <WarningDialog message={errorText(t, countdownState.context.error)} onConfirm={() => countdown?.send({ type: 'sms.dismissError' })} />
      ) : null}
    </form>
  );
}
