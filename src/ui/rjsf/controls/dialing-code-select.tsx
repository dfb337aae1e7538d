// The country dialing-code picker in front of a mobile number; hidden when the merchant offers a single code.
import { Select } from './styles';

export interface DialingCodeOption {
  code: string;
  /** What the option says, for example "KH +855". */
  label: string;
}

export interface DialingCodeSelectProps {
  id: string;
  value: string;
  options: readonly DialingCodeOption[];
  label: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

export function DialingCodeSelect({ id, value, options, label, onChange, disabled }: DialingCodeSelectProps) {
  if (options.length <= 1) return null;
  return (
    <Select id={id} aria-label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
