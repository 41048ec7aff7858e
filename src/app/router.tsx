import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { StartupGate } from '../features/startup/startup-gate';
import { HomePage, type HomeTabs } from '../features/home/home-page';
import { ApplyTab } from '../features/home/apply-tab';
import { AppFrame } from './app-frame';
import { LayerOutlet } from './layers';
import { homeLayers } from './home-layers';

const homeTabs: HomeTabs = {
  apply: ApplyTab,
  inbox: lazy(() => import('../features/inbox/inbox-tab')),
  distribution: lazy(() => import('../features/distribution/distribution-tab')),
};

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const errors = () => import('../features/errors/error-routes');
const RootPage = named(() => import('../features/bridge/root-page'), 'RootPage');
const ServiceTermsPage = named(() => import('../features/agreement/service-terms-page'), 'ServiceTermsPage');
const ErrorPage = named(errors, 'ErrorPage');
const InvalidVersionPage = named(errors, 'InvalidVersionPage');
const InvalidPathPage = named(errors, 'InvalidPathPage');
const RefreshPage = named(errors, 'RefreshPage');
const ErrorStatusForward = named(errors, 'ErrorStatusForward');
const PapasErrorPage = named(errors, 'PapasErrorPage');

/**
 * Spec 000 §2.1. Home is in the first load; every other page is lazy. The declarative router
 * keeps the first load lean (the data router costs about 16 KB gzip more).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppFrame />}>
        <Route path={paths.root.path} element={<RootPage />} />
        <Route element={<StartupGate />}>
          <Route path="/home" element={<Navigate to={paths.home.getHref('apply')} replace />} />
          <Route path={paths.home.path} element={<HomePage tabs={homeTabs} />}>
            <Route path="layer/*" element={<LayerOutlet table={homeLayers} />} />
          </Route>
        </Route>
        <Route path={paths.serviceTerms.path} element={<ServiceTermsPage />} />
        <Route path={paths.error.path} element={<ErrorPage />} />
        <Route path={paths.invalidVersion.path} element={<InvalidVersionPage />} />
        <Route path={paths.invalidPath.path} element={<InvalidPathPage />} />
        <Route path={paths.refresh.path} element={<RefreshPage />} />
        <Route path={paths.errorStatus.path} element={<ErrorStatusForward />} />
        <Route path={paths.papasError.path} element={<PapasErrorPage />} />
        <Route path="*" element={<Navigate to={paths.invalidPath.getHref()} replace />} />
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
