// A group of radio buttons under a legend: native inputs, so arrow keys move the choice.
import { Choice, Fieldset } from './console-styles';

export interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}

export function RadioGroup<T extends string>({ legend, name, options, value, labelOf, onChange }: RadioGroupProps<T>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {labelOf(option)}
        </Choice>
      ))}
    </Fieldset>
  );
}
