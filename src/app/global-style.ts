// Page-wide styles from the theme tokens: colours, the bundled fonts (Khmer and Chinese glyphs included), focus.
import { createGlobalStyle } from 'styled-components';
import { cssCustomProperties, preferHanFont } from '../engine/theme-tokens';
import { media } from '../ui/breakpoints';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  /* The same tokens as the styled-components theme, for plain CSS and the preview console. */
  :root {
    ${({ theme }) =>
      Object.entries(cssCustomProperties(theme))
        .map(([name, value]) => `${name}: ${value};`)
        .join('\n')}
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
    font-size: ${({ theme }) => theme.type.sizes.body};
    font-weight: ${({ theme }) => theme.type.weights.regular};
    line-height: ${({ theme }) => theme.type.lineHeights.body};
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
    font-weight: ${({ theme }) => theme.type.weights.heading};
    line-height: ${({ theme }) => theme.type.lineHeights.heading};
  }

  /* Han characters as each language writes them: Traditional Chinese, Japanese and Korean put their own face before the
     Simplified one (a switch from zh in the same visit, or a theme in Noto Sans SC, would otherwise draw SC shapes; the
     SC and TC faces also carry the common Hangul syllables). */
  :lang(zh-TW) body {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.body, "'Noto Sans TC Variable'")};
  }
  :lang(zh-TW) h1, :lang(zh-TW) h2, :lang(zh-TW) h3 {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.heading, "'Noto Sans TC Variable'")};
  }
  :lang(ja) body {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.body, "'Noto Sans JP Variable'")};
  }
  :lang(ja) h1, :lang(ja) h2, :lang(ja) h3 {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.heading, "'Noto Sans JP Variable'")};
  }
  :lang(ko) body {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.body, "'Noto Sans KR Variable'")};
  }
  :lang(ko) h1, :lang(ko) h2, :lang(ko) h3 {
    font-family: ${({ theme }) => preferHanFont(theme.fonts.heading, "'Noto Sans KR Variable'")};
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

  /* Reduced motion: every themed transition lasts 0 (components read the durations through these properties). */
  @media (prefers-reduced-motion: reduce) {
    :root {
      --lv-motion-short: 0ms;
      --lv-motion-medium: 0ms;
    }
    *, *::before, *::after {
      scroll-behavior: auto !important;
    }
  }
`;
