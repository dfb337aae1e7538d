// Buttons and button-looking links in three tones, drawn as the theme's button style (filled, outline or pill); every
// one is at least 40px tall (well above the 24px target size).
import type { ComponentProps } from 'react';
import { Link } from './router-link';
import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';

export type ButtonTone = 'primary' | 'secondary' | 'ghost';

// An outline button draws the fill colour as its border and keeps the text colour of what it sits on (the fill's
// colour as text could miss AA on the page), so its contrast is the page's.
const tones = {
  primary: css`
    background: ${({ theme }) => (theme.components.button.style === 'outline' ? 'transparent' : theme.colors.primary)};
    color: ${({ theme }) => (theme.components.button.style === 'outline' ? 'inherit' : theme.colors.onPrimary)};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => (theme.components.button.style === 'outline' ? 'transparent' : theme.colors.accent)};
    color: ${({ theme }) => (theme.components.button.style === 'outline' ? 'inherit' : theme.colors.onAccent)};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
};

export const buttonStyles = css<{ $tone?: ButtonTone; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 40px;
  min-width: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => (theme.components.button.style === 'outline' ? '2px' : '1px')} solid transparent;
  border-radius: ${({ theme }) => (theme.components.button.style === 'pill' ? theme.radii.pill : theme.radii.medium)};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.type.weights.strong};
  transition: filter ${({ theme }) => theme.motion.short} ${({ theme }) => theme.motion.easing};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $tone = 'primary' }) => tones[$tone]}

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`;

const StyledButton = styled.button<{ $tone?: ButtonTone; $block?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentProps<'button'> {
  tone?: ButtonTone;
  block?: boolean;
}

/** The palette token behind each tone, for the preview console's explain mode (docs/preview.md). */
const TONE_TOKEN: Readonly<Record<ButtonTone, string | undefined>> = { primary: 'theme:primary', secondary: 'theme:accent', ghost: undefined };

export function Button({ tone = 'primary', block = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $tone={tone} $block={block} data-explain={TONE_TOKEN[tone]} {...rest} />;
}

const StyledLink = styled(Link)<{ $tone?: ButtonTone; $block?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends ComponentProps<typeof Link> {
  tone?: ButtonTone;
}

/** A link that looks like a button: navigation stays a link for assistive technology and middle clicks. */
export function ButtonLink({ tone = 'primary', ...rest }: ButtonLinkProps) {
  return <StyledLink $tone={tone} {...rest} />;
}
