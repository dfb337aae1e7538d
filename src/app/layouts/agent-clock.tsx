// The agent header's time zone and live clock, refreshed every second (spec M2-19, P9-6), in the merchant's zone.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, gmtOffset } from '../../lib/format-date';

export const CLOCK_REFRESH_MS = 1_000;

export function AgentClock({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('pages');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span>
      <span>{t('agentClock.timezone', { offset: gmtOffset(timeZone, now) })}</span>{' '}
      <time dateTime={now.toISOString()} aria-label={t('agentClock.clock')}>
        {formatClock(now, i18n.language, timeZone)}
      </time>
    </span>
  );
}
