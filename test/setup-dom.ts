import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what a test expects; their 1 s default is a speed limit in disguise
// that fails on a busy machine (CI runs beside other work). 30 s guards against a hang only.
configure({ asyncUtilTimeout: 30_000 });

// React Testing Library unmounts between tests only when globals are on; do it explicitly.
// localStorage too is per file, not per test: clear it so nothing one test remembers (the modal's
// "last used" method, say) leaks into the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
