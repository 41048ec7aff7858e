// The partner flow's pages, loaded as one lazy chunk (001 §2.1).
export { PapasRedirectPage } from './redirect-page';
export { PapasStartPage } from './start-page';
export { PapasChannelingPage } from './channeling-page';
export { PapasCompletePage, PapasFailedPage, PapasNotQualifiedPage } from './result-pages';
