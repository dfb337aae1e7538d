// The lobby's icons: decorative, inline, carried only by the lobby's chunks.
import { Icon } from '../../../ui/icons';

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon>
    <path
      d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4l13 8-13 8z" fill="currentColor" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const ChevronLeft = () => (
  <Icon mirrored>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const ChevronRight = () => (
  <Icon mirrored>
    <path d="M9 18l6-6-6-6" />
  </Icon>
);
