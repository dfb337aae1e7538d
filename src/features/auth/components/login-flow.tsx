// The login (spec P2.9, P4.3): one login machine drives the form, the slider the server may demand, the new-IP
// step and the forced password change. In the popup every step shares one modal; on the agent page the form is
// part of the page and the later steps open as dialogs.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { closeAuthModal } from '../../../lib/auth-modal';
import { usePermission } from '../../../lib/permission';
import { markFirstTimeLogin } from '../../../lib/session/first-login';
import { forgetLogin, readRememberedLogin, rememberLogin, storePasswordCredential } from '../../../lib/session/remember-me';
import { Modal } from '../../../ui/modal';
import { postChangePassword, type ChangePasswordRequest } from '../api/post-change-password';
import { postFreePlay } from '../api/post-free-play';
import { postLogin } from '../api/post-login';
import { postLoginSms } from '../api/post-login-sms';
import { postLoginVerify, type LoginVerifyRequest } from '../api/post-login-verify';
import { postLoginVerifySend } from '../api/post-login-verify-send';
import { postSocialLogin } from '../api/social-sign-in';
import { useLatest } from '../hooks/use-latest';
import { sessionStepsOf, useSessionEffects } from '../hooks/use-session-effects';
import type { botCheckMachine } from '../machines/bot-check-machine';
import { loginMachine, type LoginArea, type LoginRequest, type SocialLoginRequest, type VerificationMethod } from '../machines/login-machine';
import { apiBotCheckMachine, apiCaptchaMachine, smsCountdownSending } from '../machines/provided';
import { showAuthNotice } from '../stores/auth-dialogs';
import { BotCheckDialog } from './bot-check-dialog';
import { ChangePasswordStep } from './change-password-step';
import { LoginForm } from './login-form';
import { VerificationStep } from './verification-step';

export interface LoginFlowProps {
  area: LoginArea;
  variant: 'modal' | 'page';
  /** A social provider's answer read from the address (OpenID Connect redirect), to finish at once. */
  socialRequest?: SocialLoginRequest | null;
}

export function LoginFlow({ area, variant, socialRequest = null }: LoginFlowProps) {
  const { t } = useTranslation('auth');
  const permission = usePermission();
  const flags = useMemo(() => featureFlagsFrom(permission), [permission]);
  const effects = useLatest(useSessionEffects());
  const formRef = useRef<HTMLFormElement>(null);
  const [remembered] = useState(readRememberedLogin);

  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }: { input: LoginRequest }) => postLogin(input)),
        socialLogin: fromPromise(({ input }: { input: SocialLoginRequest & { area: LoginArea } }) => postSocialLogin(input)),
        freePlayLogin: fromPromise(() => postFreePlay()),
        verifyLogin: fromPromise(({ input }: { input: LoginVerifyRequest }) => postLoginVerify(input)),
        sendVerificationCode: fromPromise<void, { verificationId: string; method: VerificationMethod }>(({ input }) =>
          postLoginVerifySend(input),
        ),
        changePassword: fromPromise<void, ChangePasswordRequest>(({ input }) => postChangePassword(input)),
        ...sessionStepsOf(effects).actors,
        captcha: apiCaptchaMachine,
        smsCountdown: smsCountdownSending(postLoginSms),
        botCheck: apiBotCheckMachine,
      },
      actions: {
        ...sessionStepsOf(effects).actions,
        rememberLogin: (_, { loginType, credentials }) => {
          // The code tab has no "remember password" box (there is no password): a code login leaves what is
          // remembered as it was.
          if (loginType === 'sms') return;
          if (!credentials.remember) {
            forgetLogin();
            return;
          }
          rememberLogin({ loginType, username: credentials.username });
          // The password goes to the browser's password manager, never to our storage.
          if (loginType === 'username' && formRef.current) void storePasswordCredential(formRef.current);
        },
        discardSession: () => effects.current.discardSession(),
        runFirstLoginAction: () => markFirstTimeLogin(),
        // The agent centre is the agent's welcome; the after-login modal belongs to the player site.
        showAfterLogin: () => {
          if (area === 'member') showAuthNotice('afterLogin');
        },
      },
    }),
  );

  const [snapshot, send, actorRef] = useMachine(machine, {
    input: {
      area,
      codeLoginEnabled: flags.smsLogin,
      passwordExpiryEnabled: flags.passwordExpiry,
      initialType: remembered?.loginType,
    },
  });

  // The provider's answer is single-use: it is sent once, even when React runs effects twice in development.
  const socialSent = useRef(false);
  useEffect(() => {
    if (!socialRequest || socialSent.current) return;
    socialSent.current = true;
    actorRef.send({ type: 'login.social', request: socialRequest });
  }, [socialRequest, actorRef]);

  const botCheck = snapshot.children.botCheck as ActorRefFrom<typeof botCheckMachine> | undefined;

  const step = snapshot.matches('changingPassword') ? 'password' : snapshot.matches('verifying') ? 'verify' : 'login';
  const stepContent =
    step === 'password' ? (
      <ChangePasswordStep snapshot={snapshot} send={send} />
    ) : step === 'verify' ? (
      <VerificationStep snapshot={snapshot} send={send} />
    ) : null;
  const title = step === 'password' ? t('changePassword.title') : step === 'verify' ? t('verification.title') : area === 'agent' ? t('login.agentTitle') : t('login.title');

  const onClose = () => {
    if (step === 'password') send({ type: 'password.cancel' });
    if (step === 'verify') send({ type: 'verification.cancel' });
    if (variant === 'modal') closeAuthModal();
  };

  const form = <LoginForm ref={formRef} area={area} flags={flags} remembered={remembered} snapshot={snapshot} send={send} actor={actorRef} />;

  return (
    <>
      {variant === 'modal' ? (
        <Modal open onClose={onClose} title={title} closeLabel={t('common.close')} width={440}>
          {stepContent ?? form}
        </Modal>
      ) : (
        <>
          {form}
          {stepContent ? (
            <Modal open onClose={onClose} title={title} closeLabel={t('common.close')} width={440}>
              {stepContent}
            </Modal>
          ) : null}
        </>
      )}
      {botCheck ? <BotCheckDialog actor={botCheck} /> : null}
    </>
  );
}
