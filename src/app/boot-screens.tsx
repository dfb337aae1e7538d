// What shows before the merchant is known: a merchant-neutral spinner while the permission data loads, and the
// network error with a retry when it cannot be loaded. They use the plain styles of index.html, since no theme exists yet.
import { useLayoutEffect } from 'react';
import { bootLanguage } from '../lib/i18n';
import { bootTexts } from './boot-texts';

interface SplashLogo {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The merchant's logo the page shell's boot screen shows (server/lib/page-shell.ts), so React's shows the same. */
let splashLogo: SplashLogo | null = null;

/** Reads the shell's splash logo before the first render replaces it. */
export function keepSplashLogo(doc: Document = document): void {
  const img = doc.querySelector<HTMLImageElement>('#root .boot-logo');
  const src = img?.getAttribute('src');
  if (!img || !src) {
    splashLogo = null;
    return;
  }
  splashLogo = { src, width: Number(img.getAttribute('width')) || 0, height: Number(img.getAttribute('height')) || 0, alt: img.alt };
}

/** Matches the markup the page shows before any script runs, so the hand-over does not flicker. */
export function BootLoading({ label = bootTexts(bootLanguage()).loading }: { label?: string }) {
  return (
    <div className="boot" role="status">
      {splashLogo ? <img className="boot-logo" src={splashLogo.src} width={splashLogo.width} height={splashLogo.height} alt={splashLogo.alt} /> : null}
      <span className="boot-spinner" aria-hidden="true" />
      <span className="boot-hidden">{label}</span>
    </div>
  );
}

/**
 * The permission data failed (spec P8-10): the merchant's languages are unknown, so the device language is used if
 * bundled. A domain no merchant lists (P8-14) gets its own words and no retry: only customer service can help.
 */
export function BootError({ onRetry, reason = 'network_error' }: { onRetry: () => void; reason?: 'network_error' | 'invalid_domain' }) {
  const language = bootLanguage();
  const texts = bootTexts(language);
  // In the commit itself, so a screen reader reads the alert in its language from the first frame.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <main className="boot" role="alert">
      <h1 className="boot-title">{texts[reason]}</h1>
      {reason === 'network_error' ? (
        <button type="button" className="boot-button" onClick={onRetry}>
          {texts.retry}
        </button>
      ) : null}
    </main>
  );
}
