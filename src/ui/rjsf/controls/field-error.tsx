// A field's message. The live region is always in the page, so screen readers announce a message when it appears.
import { ErrorText } from './styles';

export interface FieldErrorProps {
  id: string;
  message?: string | undefined;
}

export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <ErrorText id={id} aria-live="polite">
      {message ?? ''}
    </ErrorText>
  );
}
