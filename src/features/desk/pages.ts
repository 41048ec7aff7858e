/** The desk's pages, one lazy chunk (src/app/router.tsx). */
export { DeskPage } from './desk-page';
export { DeskSubmissionPage } from './submission-page';
