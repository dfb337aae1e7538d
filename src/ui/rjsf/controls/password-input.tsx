// A password input with its own show/hide toggle: every instance keeps its own visibility, so a password and its
// confirmation are revealed independently (spec P2.10-5).
import { useState, type ComponentProps } from 'react';
import { Input, InputRow, SideButton } from './styles';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  showLabel: string;
  hideLabel: string;
}

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M3 3l18 18" />}
  </svg>
);

export function PasswordInput({ showLabel, hideLabel, id, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputRow>
      <Input {...rest} id={id} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <SideButton
        type="button"
        aria-controls={id}
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        title={visible ? hideLabel : showLabel}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon open={visible} />
      </SideButton>
    </InputRow>
  );
}
