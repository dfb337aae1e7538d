// Page-wide styles from the theme tokens: colours, the bundled fonts (Khmer and Chinese glyphs included), focus.
import { createGlobalStyle } from 'styled-components';
import { media } from '../ui/breakpoints';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${({ theme }) => theme.mode};
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
  }

  /* Khmer stacks vowels and subscripts above and below the line: it needs more room to stay legible. */
  :lang(km) body {
    line-height: 1.7;
  }

  /* Arabic script (ar, fa, ur) has tall ascenders and dots below: a little more room, like Khmer. No Arabic font is
     bundled: the system's (Noto Naskh/Sans Arabic, Segoe UI, Geeza) draws it through the stack's sans-serif. */
  :lang(ar) body, :lang(fa) body, :lang(ur) body {
    line-height: 1.7;
  }

  /* Icons that point somewhere (previous, next) point the other way in a right-to-left page. */
  [dir='rtl'] [data-mirror-rtl] {
    transform: scaleX(-1);
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.3;
  }

  a {
    color: inherit;
    text-underline-offset: 3px;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  img {
    max-width: 100%;
    height: auto;
  }

  /* Phones and tablets: a field under 16 px makes iOS zoom the page when it takes focus; a tap does not wait for a
     double-tap; long words and codes wrap rather than push the page sideways. */
  ${media.compact} {
    input, select, textarea {
      font-size: max(16px, 1em);
    }
    a, button, input, select, textarea, label, summary {
      touch-action: manipulation;
    }
    main {
      overflow-wrap: anywhere;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      scroll-behavior: auto !important;
    }
  }
`;
