// A ref that always holds the latest value, so machine implementations created once can call current callbacks.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
