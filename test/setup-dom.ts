import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library unmounts between tests only when globals are on; do it explicitly.
// localStorage too is per file, not per test: clear it so nothing one test remembers (the modal's
// "last used" method, say) leaks into the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
