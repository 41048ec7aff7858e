import { configure } from '@testing-library/react';

// Queries that wait (findBy…, waitFor) give up after 5 s instead of 1 s: the suite shares two
// cores with other work, and a screen that needs 1.2 s there is slow, not broken.
configure({ asyncUtilTimeout: 5000 });
