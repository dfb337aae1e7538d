// Card art drawn here rather than fetched: an SVG per kind of activity in the palette's colours, at a reserved
// 16:7 size so the card never shifts when it appears. Decorative: the title says what the activity is.
import styled, { useTheme } from 'styled-components';
import type { ActivityKind } from '../api/promotions-api';

const Frame = styled.div`
  aspect-ratio: 16 / 7;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium} 0 0;

  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export function ActivityArt({ kind, seed }: { kind: ActivityKind; seed: string }) {
  const theme = useTheme();
  const { primary, accent, surfaceRaised } = theme.colors;
  const id = `art-${seed}`;
  return (
    <Frame aria-hidden="true">
      <svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" focusable="false">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={primary} />
            <stop offset="1" stopColor={accent} />
          </linearGradient>
        </defs>
        <rect width="320" height="140" fill={`url(#${id})`} />
        {kind === 'raffle' && (
          <g fill="none" stroke={surfaceRaised} strokeWidth="4" opacity="0.85">
            <circle cx="240" cy="70" r="46" />
            {[0, 45, 90, 135].map((a) => (
              <line key={a} x1="240" y1="70" x2={240 + 46 * Math.cos((a * Math.PI) / 180)} y2={70 + 46 * Math.sin((a * Math.PI) / 180)} />
            ))}
            <path d="M240 14 l-8 -12 h16 z" fill={surfaceRaised} />
          </g>
        )}
        {kind === 'apply' && (
          <g fill={surfaceRaised} opacity="0.85">
            <rect x="200" y="34" width="84" height="72" rx="8" />
            <rect x="226" y="20" width="32" height="22" rx="4" fill="none" stroke={surfaceRaised} strokeWidth="4" />
            <rect x="200" y="60" width="84" height="8" fill={accent} />
          </g>
        )}
        {kind === 'join' && (
          <g fill="none" stroke={surfaceRaised} strokeWidth="5" opacity="0.85">
            <path d="M196 96 a44 44 0 1 1 88 0" />
            <path d="M240 52 v44 l26 -16" />
          </g>
        )}
        <g fill={surfaceRaised} opacity="0.25">
          <circle cx="40" cy="120" r="40" />
          <circle cx="110" cy="-10" r="30" />
        </g>
      </svg>
    </Frame>
  );
}
