import { act } from '@testing-library/react';

/**
 * Lets `ms` of real time pass inside `act`: a timer the screen runs meanwhile (a debounced
 * search) updates React's state as a browser would, without an act() warning.
 */
export function pause(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
