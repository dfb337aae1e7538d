// The menu drawer of phones and tablets: slides in from the inline start, holds focus inside (Tab cycles), closes on
// Escape, on its close button, on a tap on the shade beside it, and is one layer of the site's modal stack, so the
// page behind is inert and the site's own popups wait until it closes (popup-queue.ts).
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { FOCUSABLE } from './focus-trap';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useModalLayer } from './modal-layer';

const Shade = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  background: rgb(0 0 0 / 60%);
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(320px, 86vw);
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: max(${({ theme }) => theme.spacing.sm}, env(safe-area-inset-top)) ${({ theme }) => theme.spacing.sm}
    max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-bottom)) max(${({ theme }) => theme.spacing.sm}, env(safe-area-inset-left));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 32px rgb(0 0 0 / 40%);

  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 48px;
  padding-inline-start: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/** The rest of the shade: a tap there closes the drawer (a pointer-only shortcut; Escape and the button do the same). */
const Outside = styled.div`
  flex: 1;
`;

/** The current page's entry, else the first entry after the close button. */
const firstEntry = (panel: HTMLElement) => {
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return panel.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables[1] ?? focusables[0];
};

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

export function Drawer({ open, onClose, title, closeLabel, children, testId }: DrawerProps) {
  const titleId = useId();
  const { layerRef: shadeRef, panelRef, onKeyDown } = useModalLayer(open, onClose, firstEntry);

  if (!open) return null;

  return createPortal(
    <Shade ref={shadeRef}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} data-testid={testId}>
        <Top>
          <h2 id={titleId}>{title}</h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
        </Top>
        {children}
      </Panel>
      <Outside aria-hidden="true" onClick={onClose} />
    </Shade>,
    document.body,
  );
}
