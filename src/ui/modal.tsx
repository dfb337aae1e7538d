// The generic modal (spec P2.8-1): a close button, page scrolling locked while open and restored on close, no closing by
// a click outside, Escape closes, focus kept inside and given back to where it was.
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from './breakpoints';
import { FOCUSABLE } from './focus-trap';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useModalLayer } from './modal-layer';

/** The first place to type: a form opens with the caret in its first field, not on a switch or a link above it. */
const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea:not([disabled]), select:not([disabled])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background: rgb(0 0 0 / 60%);

  ${media.phone} {
    align-items: stretch;
    padding: 0;
  }
`;

const Dialog = styled.div<{ $width: number }>`
  position: relative;
  width: min(100%, ${({ $width }) => $width}px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgb(0 0 0 / 40%);

  &:focus {
    outline: none;
  }

  /* A phone gets a full-screen sheet whose close button stays in the thumb's reach at the top corner, clear of the
     notch and the home indicator. */
  ${media.phone} {
    width: 100%;
    max-height: none;
    min-height: 100%;
    padding: max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-top)) max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-right))
      max(${({ theme }) => theme.spacing.xl}, env(safe-area-inset-bottom)) max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-left));
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  ${media.phone} {
    position: sticky;
    top: calc(-1 * max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-top)));
    z-index: 1;
    margin-inline: -${({ theme }) => theme.spacing.lg};
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    align-items: center;
  }

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.35rem;
  }
`;

/** The body's first text field, else its first control, else the dialog's first (the close button). */
const firstField = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${FIRST_FIELD})`) ??
  dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
  dialog.querySelector<HTMLElement>(FOCUSABLE);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  width?: number;
}

export function Modal({ open, onClose, title, closeLabel, children, width = 480 }: ModalProps) {
  const titleId = useId();
  const { layerRef: backdropRef, panelRef: dialogRef, onKeyDown } = useModalLayer(open, onClose, firstField);

  if (!open) return null;

  return createPortal(
    <Backdrop ref={backdropRef} data-testid="modal-backdrop">
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $width={width} onKeyDown={onKeyDown}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
        </Header>
        <div data-modal-body="">{children}</div>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
