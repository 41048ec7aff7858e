// The runner's own pages, loaded as one lazy chunk (spec 000 §2.1: /issue/fail, /issue/delayed, /issue/channeling).
export { IssueFailPage, IssueDelayedPage } from './result-pages';
export { ChannelingPage } from './channeling-page';
export { ExternalChannelingPage } from './external-channeling-page';
