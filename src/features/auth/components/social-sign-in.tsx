// Social sign-in icons (spec P2.9-2, P6-6): only the providers the merchant enabled, never on the agent page.
// Google and Facebook go through OpenID Connect (a redirect and back to /login); Telegram through its login widget.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FeatureFlags } from '../../../engine/feature-flags';
import { usePermission } from '../../../lib/permission';
import { focusRing } from '../../../ui/focus-ring';
import { getOidcStart } from '../api/social-sign-in';
import { toAuthError } from '../utils/auth-error';
import { errorText } from '../utils/translate-error';

const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
const TELEGRAM_CALLBACK = 'liveryTelegramAuth';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
  text-align: center;

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icons = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    ${focusRing}
  }
`;

const Glyph = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

const GLYPHS = {
  telegram: 'M21.9 4.3 18.7 19.5c-.2 1-.9 1.3-1.8.8l-4.8-3.6-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.9 8.9-8c.4-.3-.1-.5-.6-.2L6.4 13.2l-4.7-1.5c-1-.3-1-1 .2-1.5L20.6 3c.9-.3 1.6.2 1.3 1.3z',
  facebook: 'M14 8V6.2c0-.8.5-1.2 1.3-1.2H17V2h-2.6C11.6 2 11 3.9 11 5.8V8H9v3h2v11h3V11h2.6l.4-3z',
  google: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14a6 6 0 0 1 0-4V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.8 9.4 6 12 6z',
} as const;

type TelegramFields = Record<string, string | number>;

export interface SocialSignInProps {
  flags: FeatureFlags;
  disabled?: boolean;
  onTelegram: (fields: TelegramFields) => void;
}

export function SocialSignIn({ flags, disabled, onTelegram }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  const permission = usePermission();
  const widgetRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');
  const providers = [
    flags.socialTelegram && 'telegram',
    flags.socialFacebook && 'facebook',
    flags.socialGoogle && 'google',
  ].filter((provider): provider is 'telegram' | 'facebook' | 'google' => provider !== false);
  if (providers.length === 0) return null;

  const startOidc = async (provider: 'facebook' | 'google') => {
    setError('');
    try {
      const { url } = await getOidcStart(provider);
      window.location.assign(url);
    } catch (failure) {
      setError(errorText(t, toAuthError(failure)));
    }
  };

  // Telegram's widget draws its own button, which opens Telegram's window and calls back with signed fields.
  const showTelegramWidget = () => {
    const clientId = permission.socialSignIn.telegram?.clientId;
    const box = widgetRef.current;
    if (!clientId || !box || box.childElementCount > 0) return;
    (window as unknown as Record<string, (user: TelegramFields) => void>)[TELEGRAM_CALLBACK] = onTelegram;
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_URL;
    script.async = true;
    script.dataset.telegramLogin = clientId;
    script.dataset.size = 'medium';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${TELEGRAM_CALLBACK}(user)`;
    script.onerror = () => setError(t('errors.login_popup_closed'));
    box.appendChild(script);
  };

  return (
    <Box>
      <p>{t('login.social.label')}</p>
      <Icons>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            disabled={disabled}
            aria-label={t(`login.social.${provider}`)}
            data-explain={`social:${provider}`}
            title={t(`login.social.${provider}`)}
            onClick={() => (provider === 'telegram' ? showTelegramWidget() : void startOidc(provider))}
          >
            <Glyph path={GLYPHS[provider]} />
          </button>
        ))}
      </Icons>
      <div ref={widgetRef} />
      {error ? <p role="alert">{error}</p> : null}
    </Box>
  );
}
