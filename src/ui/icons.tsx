// Icons the shell needs, inline so they cost no request; decorative, so hidden from assistive technology.
import type { ReactNode } from 'react';

/** The frame every icon shares; icons live beside the code that shows them, so each chunk carries only its own. */
/** `mirrored`: an icon that points somewhere (previous, next, back) is flipped in a right-to-left page (global-style.ts). */
export function Icon({ children, mirrored = false }: { children: ReactNode; mirrored?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-mirror-rtl={mirrored || undefined}>
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const MoonIcon = () => (
  <Icon>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Icon>
);
