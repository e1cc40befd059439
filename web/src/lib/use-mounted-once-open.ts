import { useState } from 'react';

/**
 * Whether something opened on demand (a lazily loaded dialog or drawer) is mounted: from its first opening on, so
 * that closing it plays its exit transition.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
