// The "get code" button of an SMS code field: disabled with the seconds left while the countdown runs, a button
// again at zero (spec P4.3-3, P4.4-8). The seconds are announced once, not every tick.
import { SideButton } from './styles';

export interface CodeSendButtonProps {
  /** Seconds left; 0 when no countdown runs. */
  remaining: number;
  sending: boolean;
  disabled?: boolean;
  sendLabel: string;
  /** "59 s" */
  countdownText: (seconds: number) => string;
  /** "You can ask for a new code in 59 seconds" */
  countdownLabel: (seconds: number) => string;
  onSend: () => void;
  controls?: string;
}

export function CodeSendButton({ remaining, sending, disabled, sendLabel, countdownText, countdownLabel, onSend, controls }: CodeSendButtonProps) {
  const counting = remaining > 0;
  return (
    <SideButton
      type="button"
      onClick={onSend}
      disabled={disabled || sending || counting}
      aria-controls={controls}
      aria-busy={sending || undefined}
      aria-label={counting ? countdownLabel(remaining) : undefined}
      data-countdown={counting ? remaining : undefined}
    >
      {counting ? countdownText(remaining) : sendLabel}
    </SideButton>
  );
}
