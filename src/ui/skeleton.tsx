// A grey block that holds the place of content still loading, with its final size so nothing moves when it arrives.
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string; $aspectRatio?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height, $aspectRatio }) => $height ?? ($aspectRatio ? 'auto' : '1em')};
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
