import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, matchPath, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { StartupGate } from '../features/startup/startup-gate';
import { HomePage, type HomeTabs } from '../features/home/home-page';
import { ApplyTab } from '../features/home/apply-tab';
import { ShakeToOpen } from '../features/inbox/shake-to-open';
import { AppFrame } from './app-frame';
import { bridgePageRoutes } from './bridge-page-routes';
import { PapasGate } from './papas-gate';
import { loader } from '../lib/loader';
import { named } from './lazy-page';
import { Redirect } from '../lib/redirect';

const HomeLayerOutlet = lazy(() => import('./home-layer-outlet'));

const homeTabs: HomeTabs = {
  apply: ApplyTab,
  inbox: lazy(async () => {
    const [{ default: InboxTab }, { ApplicationStatusButton }] = await Promise.all([
      import('../features/inbox/inbox-tab'),
      import('../features/application/application-status-button'),
    ]);
    return { default: () => <InboxTab applicationStatus={<ApplicationStatusButton />} /> };
  }),
  distribution: lazy(() => import('../features/distribution/distribution-tab')),
};

const errors = loader(() => import('../features/errors/error-routes'));
// The public bridge page, first loaded on PCs and phones: its own small chunk.
const bridge = loader(() => import('../features/bridge/root-page'));
const RootPage = named(bridge, 'RootPage');
const QrAlias = named(bridge, 'QrAlias');
const ServiceTermsPage = named(loader(() => import('../features/agreement/service-terms-page')), 'ServiceTermsPage');
const PolicyPage = named(loader(() => import('../features/policy/policy-page')), 'PolicyPage');
// Development only: the constant folds to false in production builds, so the chunk is never emitted.
const DevCataloguePage = import.meta.env.DEV ? lazy(() => import('../features/dev-catalogue/dev-catalogue-page')) : null;
// The form engine (RJSF, widgets, validators) loads only with the /issue routes.
const issuePage = loader(() => import('../features/issue/issue-page'));
const IssuePage = named(issuePage, 'IssuePage');
const IssueLayers = named(loader(() => import('./issue-layers')), 'IssueLayers');
// The viewer (with pdf.js), the application status page and the pass viewer, each lazy.
const viewerRoute = loader(() => import('./viewer-layers'));
const ViewerRoute = named(viewerRoute, 'ViewerRoute');
const ViewerLayers = named(viewerRoute, 'ViewerLayers');
const applicationPage = loader(() => import('../features/application/application-page'));
const ApplicationPage = named(applicationPage, 'ApplicationPage');
const CertPassPage = named(loader(() => import('../features/cert-pass/cert-pass-page')), 'CertPassPage');
// The citizen's activity log, reached from the inbox: its own chunk, with its record layers.
const ActivityPage = named(loader(() => import('../features/activity/activity-page')), 'ActivityPage');
const ActivityLayers = named(loader(() => import('./activity-layers')), 'ActivityLayers');
// A verifier's request the citizen answers (OpenID4VP): its own chunk (the SD-JWT presentation code loads with it).
const PresentationPage = named(loader(() => import('../features/presentation/presentation-page')), 'PresentationPage');
const runnerPages = loader(() => import('../runner/pages'));
const IssueFailPage = named(runnerPages, 'IssueFailPage');
const IssueDelayedPage = named(runnerPages, 'IssueDelayedPage');
const ChannelingPage = named(runnerPages, 'ChannelingPage');
const ExternalChannelingPage = named(runnerPages, 'ExternalChannelingPage');
// Submission (001 §2.2), lazy with its layers.
const submission = loader(() => import('../features/submission/submission-page'));
const SubmissionPage = named(submission, 'SubmissionPage');
const SubmissionCompletePage = named(loader(() => import('../features/submission/complete-page')), 'SubmissionCompletePage');
const SubmissionLayers = named(loader(() => import('./submission-layers')), 'SubmissionLayers');
const ErrorPage = named(errors, 'ErrorPage');
const InvalidVersionPage = named(errors, 'InvalidVersionPage');
const InvalidPathPage = named(errors, 'InvalidPathPage');
const RefreshPage = named(errors, 'RefreshPage');
const ErrorStatusForward = named(errors, 'ErrorStatusForward');
const PapasErrorPage = named(errors, 'PapasErrorPage');
// The public pages of a one-time link and of the authenticity check (no session).
const OnceLinkPage = named(loader(() => import('../features/verify/once-link-page')), 'OnceLinkPage');
const VerifyPage = named(loader(() => import('../features/verify/verify-page')), 'VerifyPage');
// The organisation's desk (its staff, not a citizen): its own lazy chunk, outside the wallet's startup checks.
const deskPages = loader(() => import('../features/desk/pages'));
const DeskPage = named(deskPages, 'DeskPage');
const DeskSubmissionPage = named(deskPages, 'DeskSubmissionPage');
// The partner package flow (001 §2.1), one lazy chunk; the start page's layers with it.
const papasPages = loader(() => import('../features/papas/pages'));
const PapasRedirectPage = named(papasPages, 'PapasRedirectPage');
const PapasStartPage = named(papasPages, 'PapasStartPage');
const PapasChannelingPage = named(papasPages, 'PapasChannelingPage');
const PapasNotQualifiedPage = named(papasPages, 'PapasNotQualifiedPage');
const PapasCompletePage = named(papasPages, 'PapasCompletePage');
const PapasFailedPage = named(papasPages, 'PapasFailedPage');
const PapasStartLayers = named(loader(() => import('./papas-layers')), 'PapasStartLayers');

/**
 * The lazy page the address shows, asked for before the startup checks have answered, so its
 * code arrives beside them instead of after them; a form's certificate too. The routes below
 * ask again and get the same modules. A page the server renders (page-render.tsx) waits for
 * them, and so does the browser before it hydrates that page: both then draw it complete.
 */
const FIRST_PAGES: Array<{ path: string; load: (params: Record<string, string | undefined>) => Promise<unknown> }> = [
  // The runner's own pages before the form's `/issue/:edoc`, which their addresses also match.
  ...[paths.issueFail, paths.issueDelayed, paths.issueChanneling, paths.issueExternalChanneling].map(({ path }) => ({ path, load: runnerPages })),
  {
    path: paths.issue.path,
    load: ({ edoc }) =>
      Promise.all([
        issuePage(),
        import('../forms/catalogue').then(({ findCertificate, loadCertificate }) => {
          const entry = findCertificate(edoc);
          return entry ? loadCertificate(entry) : undefined;
        }),
      ]),
  },
  { path: paths.viewer.path, load: viewerRoute },
  { path: paths.application.path, load: applicationPage },
  { path: paths.submission.path, load: submission },
  { path: paths.papasStart.path, load: papasPages },
  // The error pages, which the server draws with their words (server/plugins/boot-data.ts drawnWithoutReads).
  { path: paths.error.path, load: errors },
];

export function preloadFirstPage(pathname: string): Promise<void> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the route shows the invalid path page.
  }
  for (const { path, load } of FIRST_PAGES) {
    const match = matchPath({ path, end: false }, decoded);
    if (!match) continue;
    // A failure here is not shown: the route asks again when it renders, and shows its own error then.
    return load(match.params).then(
      () => undefined,
      () => undefined,
    );
  }
  return Promise.resolve();
}

/** A page's own layers, addressed as `<page>/layer/<name>` (DESIGN §3a). */
const withLayers = (path: string, element: ReactNode, layers: ReactNode): RouteObject => ({ path, element, children: [{ path: 'layer/*', element: layers }] });

/**
 * Spec 000 §2.1. Home is in the first load; every other page is lazy. The declarative router
 * keeps the first load lean (the data router costs about 16 KB gzip more), and its table is data
 * (useRoutes), not <Route> elements: react-router's reader of those stays out of the first load.
 */
const APP_ROUTES: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      ...bridgePageRoutes({ RootPage, QrAlias }),
      {
        element: <StartupGate />,
        children: [
          { path: paths.homeRoot.path, element: <Redirect to={paths.home.getHref('apply')} /> },
          withLayers(
            paths.home.path,
            <>
              <HomePage tabs={homeTabs} />
              <ShakeToOpen />
            </>,
            <Suspense fallback={null}>
              <HomeLayerOutlet />
            </Suspense>,
          ),
          { path: paths.issueFail.path, element: <IssueFailPage /> },
          { path: paths.issueDelayed.path, element: <IssueDelayedPage /> },
          { path: paths.issueChanneling.path, element: <ChannelingPage /> },
          { path: paths.issueExternalChanneling.path, element: <ExternalChannelingPage /> },
          withLayers(paths.issue.path, <IssuePage />, <IssueLayers />),
          { path: paths.application.path, element: <ApplicationPage /> },
          { path: paths.presentation.path, element: <PresentationPage /> },
          withLayers(paths.activity.path, <ActivityPage />, <ActivityLayers />),
          withLayers(paths.viewer.path, <ViewerRoute />, <ViewerLayers />),
          { path: paths.certPass.path, element: <CertPassPage /> },
          { path: paths.submissionComplete.path, element: <SubmissionCompletePage /> },
          withLayers(paths.submission.path, <SubmissionPage />, <SubmissionLayers />),
        ],
      },
      { path: paths.shared.path, element: <OnceLinkPage /> },
      { path: paths.verify.path, element: <VerifyPage /> },
      { path: paths.desk.path, element: <DeskPage /> },
      { path: paths.deskSubmission.path, element: <DeskSubmissionPage /> },
      {
        element: <PapasGate />,
        children: [
          { path: paths.papasRedirect.path, element: <PapasRedirectPage /> },
          withLayers(paths.papasStart.path, <PapasStartPage />, <PapasStartLayers />),
          { path: paths.papasChanneling.path, element: <PapasChannelingPage /> },
          { path: paths.papasNotQualified.path, element: <PapasNotQualifiedPage /> },
          { path: paths.papasComplete.path, element: <PapasCompletePage /> },
          { path: paths.papasFailed.path, element: <PapasFailedPage /> },
        ],
      },
      { path: paths.serviceTerms.path, element: <ServiceTermsPage /> },
      { path: paths.policy.path, element: <PolicyPage /> },
      // The forms' pickers open the issue page's layers, as on /issue/{edoc}.
      ...(DevCataloguePage ? [withLayers('/dev/catalogue', <DevCataloguePage />, <IssueLayers />)] : []),
      { path: paths.error.path, element: <ErrorPage /> },
      { path: paths.invalidVersion.path, element: <InvalidVersionPage /> },
      { path: paths.invalidPath.path, element: <InvalidPathPage /> },
      { path: paths.refresh.path, element: <RefreshPage /> },
      { path: paths.errorStatus.path, element: <ErrorStatusForward /> },
      { path: paths.papasError.path, element: <PapasErrorPage /> },
      { path: '*', element: <Redirect to={paths.invalidPath.getHref()} /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
