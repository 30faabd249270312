import { useState } from 'react';

/**
 * Whether a query has answered at least once (with data or an error). A form built from that first
 * answer mounts then and stays: a later refetch (a failed save refreshes the list) shows loading
 * again, and must not unmount the form and lose what was typed.
 */
export function useAnsweredOnce(isLoading: boolean): boolean {
  const [answered, setAnswered] = useState(!isLoading);
  // Derived during render, React's pattern for state that follows a prop (no extra effect pass).
  if (!isLoading && !answered) setAnswered(true);
  return answered;
}
