// Drawn numbers as balls, with one accessible name for the whole list.
import { Balls } from './parts';

export function Numbers({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <Balls aria-label={label}>
      {numbers.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </Balls>
  );
}
