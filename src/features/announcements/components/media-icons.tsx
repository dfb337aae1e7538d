// The carousel and marquee controls' icons.
import { Icon } from '../../../ui/icons';

export const ChevronLeftIcon = () => (
  <Icon mirrored>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon mirrored>
    <path d="M9 18l6-6-6-6" />
  </Icon>
);

export const MegaphoneIcon = () => (
  <Icon>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4l13 8-13 8z" />
  </Icon>
);
