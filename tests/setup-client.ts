import { afterAll, afterEach } from 'vitest';
import { configure } from '@testing-library/react';
import { watchActWarnings } from './act-warnings';

// Queries that wait (findBy…, waitFor) give up after 5 s instead of 1 s: the suite shares two
// cores with other work, and a screen that needs 1.2 s there is slow, not broken.
configure({ asyncUtilTimeout: 5000 });

// A React act(...) warning fails the test that printed it (tests/act-warnings.ts).
const actWarnings = watchActWarnings(console.error.bind(console));
console.error = actWarnings.error;
afterEach(actWarnings.check);
afterAll(actWarnings.check);
