// The slider puzzle (bot-check machine) in its own dialog: drag the handle, or use the keyboard (arrows move by one
// pixel, Page Up/Down by ten, Enter checks), so the check works without a pointer too.
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../../ui/button';
import { focusRing } from '../../../ui/focus-ring';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import type { botCheckMachine } from '../machines/bot-check-machine';
import { errorText } from '../utils/translate-error';

const PICTURE_WIDTH = 300;
const PICTURE_HEIGHT = 150;
const PIECE_SIZE = 50;
const MAX_X = PICTURE_WIDTH - PIECE_SIZE;

const Picture = styled.div`
  position: relative;
  width: ${PICTURE_WIDTH}px;
  height: ${PICTURE_HEIGHT}px;
  margin: 0 auto ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img {
    position: absolute;
    display: block;
  }
`;

const Track = styled.div`
  position: relative;
  width: ${PICTURE_WIDTH}px;
  height: 44px;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.surface};
  touch-action: none;
`;

const Handle = styled.div`
  position: absolute;
  top: -1px;
  width: ${PIECE_SIZE}px;
  height: 44px;
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  display: flex;
  align-items: center;
  justify-content: center;
  cursor: grab;
  user-select: none;
  ${focusRing}
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.spacing.md} 0;
  text-align: center;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export function BotCheckDialog({ actor }: { actor: ActorRefFrom<typeof botCheckMachine> }) {
  const { t } = useTranslation('auth');
  const snapshot = useSelector(actor, (s) => s);
  const trackRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const { challenge, x, error } = snapshot.context;
  const ready = snapshot.matches('ready');

  const moveTo = (clientX: number) => {
    const track = trackRef.current;
    if (!track) return;
    const left = track.getBoundingClientRect().left;
    actor.send({ type: 'slider.drag', x: Math.min(MAX_X, Math.max(0, clientX - left - PIECE_SIZE / 2)) });
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = false;
    actor.send({ type: 'slider.release' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      actor.send({ type: 'slider.drag', x: Math.min(MAX_X, Math.max(0, x + step)) });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      actor.send({ type: 'slider.drag', x: event.key === 'Home' ? 0 : MAX_X });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actor.send({ type: 'slider.release' });
    }
  };

  const status = snapshot.matches('loading')
    ? t('botCheck.loading')
    : snapshot.matches('verifying')
      ? t('botCheck.verifying')
      : snapshot.matches('failed')
        ? t('botCheck.failed')
        : snapshot.matches('verified')
          ? t('botCheck.verified')
          : '';

  return (
    <Modal open onClose={() => actor.send({ type: 'botCheck.cancel' })} title={t('botCheck.title')} closeLabel={t('common.close')} width={380}>
      <div data-testid="bot-check" data-challenge-id={challenge?.challengeId ?? ''}>
        <Hint>{t('botCheck.instructions')}</Hint>
        {snapshot.matches('loadFailed') ? (
          <>
            <Status role="alert">{error ? errorText(t, error) : t('botCheck.loadFailed')}</Status>
            <Button block onClick={() => actor.send({ type: 'botCheck.reload' })}>
              {t('botCheck.reload')}
            </Button>
          </>
        ) : (
          <>
            {/* The picture and its slider are physical (the gap is x pixels from the picture's left edge): they stay
                left to right in a right-to-left page, so the piece moves the way the handle does. */}
            <Picture dir="ltr">
              {challenge ? (
                <>
                  <img src={`data:image/png;base64,${challenge.background}`} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} alt={t('botCheck.picture')} style={{ left: 0, top: 0 }} />
                  <img src={`data:image/png;base64,${challenge.piece}`} width={PIECE_SIZE} height={PIECE_SIZE} alt={t('botCheck.piece')} style={{ left: x, top: challenge.pieceY }} />
                </>
              ) : (
                <Spinner label={t('botCheck.loading')} />
              )}
            </Picture>
            <Track dir="ltr" ref={trackRef} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
              <Handle
                role="slider"
                tabIndex={0}
                aria-label={t('botCheck.slider')}
                aria-valuemin={0}
                aria-valuemax={MAX_X}
                aria-valuenow={x}
                aria-valuetext={t('botCheck.sliderValue', { value: x, max: MAX_X })}
                aria-describedby="bot-check-keys"
                aria-disabled={!ready || undefined}
                onKeyDown={onKeyDown}
                style={{ left: x }}
              >
                <span aria-hidden="true">⇢</span>
              </Handle>
            </Track>
            <Hint id="bot-check-keys" style={{ marginTop: 8 }}>
              {t('botCheck.keyboardHint')}
            </Hint>
            <Status role="status" aria-live="polite">
              {status}
            </Status>
            <Button tone="ghost" block onClick={() => actor.send({ type: 'botCheck.reload' })} disabled={!ready}>
              {t('botCheck.reload')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
