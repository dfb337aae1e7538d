// Short messages that do not interrupt (for example "Popup blocked, allow popups"), announced politely and dismissed
// after a while or by hand.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

export type ToastTone = 'info' | 'danger';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const TOAST_DURATION_MS = 6_000;

const ToastContext = createContext<((message: string, tone?: ToastTone) => void) | null>(null);

const Region = styled.div`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.spacing.lg};
  bottom: ${({ theme }) => theme.spacing.lg};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: min(420px, calc(100vw - 32px));
`;

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 30%);

  p {
    flex: 1;
    margin: 0;
  }
`;

export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list.filter((toast) => toast.message !== message), { id, message, tone }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {createPortal(
        <Region role="status" aria-live="polite">
          {toasts.map((toast) => (
            <Item key={toast.id} $tone={toast.tone}>
              <p>{toast.message}</p>
              <IconButton label={dismissLabel} icon={<CloseIcon />} onClick={() => dismiss(toast.id)} />
            </Item>
          ))}
        </Region>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider this is a programming error. */
export function useToast(): (message: string, tone?: ToastTone) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
