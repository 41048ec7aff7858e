import { lazy, Suspense } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
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

/**
 * Spec 000 §2.1. Home is in the first load; every other page is lazy. The declarative router
 * keeps the first load lean (the data router costs about 16 KB gzip more).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppFrame />}>
        {bridgePageRoutes({ RootPage, QrAlias })}
        <Route element={<StartupGate />}>
          <Route path={paths.homeRoot.path} element={<Redirect to={paths.home.getHref('apply')} />} />
          <Route
            path={paths.home.path}
            element={
              <>
                <HomePage tabs={homeTabs} />
                <ShakeToOpen />
              </>
            }
          >
            <Route
              path="layer/*"
              element={
                <Suspense fallback={null}>
                  <HomeLayerOutlet />
                </Suspense>
              }
            />
          </Route>
          <Route path={paths.issueFail.path} element={<IssueFailPage />} />
          <Route path={paths.issueDelayed.path} element={<IssueDelayedPage />} />
          <Route path={paths.issueChanneling.path} element={<ChannelingPage />} />
          <Route path={paths.issueExternalChanneling.path} element={<ExternalChannelingPage />} />
          <Route path={paths.issue.path} element={<IssuePage />}>
            <Route path="layer/*" element={<IssueLayers />} />
          </Route>
          <Route path={paths.application.path} element={<ApplicationPage />} />
          <Route path={paths.presentation.path} element={<PresentationPage />} />
          <Route path={paths.activity.path} element={<ActivityPage />}>
            <Route path="layer/*" element={<ActivityLayers />} />
          </Route>
          <Route path={paths.viewer.path} element={<ViewerRoute />}>
            <Route path="layer/*" element={<ViewerLayers />} />
          </Route>
          <Route path={paths.certPass.path} element={<CertPassPage />} />
          <Route path={paths.submissionComplete.path} element={<SubmissionCompletePage />} />
          <Route path={paths.submission.path} element={<SubmissionPage />}>
            <Route path="layer/*" element={<SubmissionLayers />} />
          </Route>
        </Route>
        <Route path={paths.shared.path} element={<OnceLinkPage />} />
        <Route path={paths.verify.path} element={<VerifyPage />} />
        <Route path={paths.desk.path} element={<DeskPage />} />
        <Route path={paths.deskSubmission.path} element={<DeskSubmissionPage />} />
        <Route element={<PapasGate />}>
          <Route path={paths.papasRedirect.path} element={<PapasRedirectPage />} />
          <Route path={paths.papasStart.path} element={<PapasStartPage />}>
            <Route path="layer/*" element={<PapasStartLayers />} />
          </Route>
          <Route path={paths.papasChanneling.path} element={<PapasChannelingPage />} />
          <Route path={paths.papasNotQualified.path} element={<PapasNotQualifiedPage />} />
          <Route path={paths.papasComplete.path} element={<PapasCompletePage />} />
          <Route path={paths.papasFailed.path} element={<PapasFailedPage />} />
        </Route>
        <Route path={paths.serviceTerms.path} element={<ServiceTermsPage />} />
        <Route path={paths.policy.path} element={<PolicyPage />} />
        {DevCataloguePage ? (
          <Route path="/dev/catalogue" element={<DevCataloguePage />}>
            {/* The forms' pickers open the issue page's layers, as on /issue/{edoc}. */}
            <Route path="layer/*" element={<IssueLayers />} />
          </Route>
        ) : null}
        <Route path={paths.error.path} element={<ErrorPage />} />
        <Route path={paths.invalidVersion.path} element={<InvalidVersionPage />} />
        <Route path={paths.invalidPath.path} element={<InvalidPathPage />} />
        <Route path={paths.refresh.path} element={<RefreshPage />} />
        <Route path={paths.errorStatus.path} element={<ErrorStatusForward />} />
        <Route path={paths.papasError.path} element={<PapasErrorPage />} />
        <Route path="*" element={<Redirect to={paths.invalidPath.getHref()} />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
