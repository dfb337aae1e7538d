// A square button showing only an icon; its label is required because it is the button's only accessible name.
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    border-color: currentColor;
  }
  svg {
    width: 22px;
    height: 22px;
  }
  ${focusRing}
`;

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
