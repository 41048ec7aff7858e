import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiDispatch } from '../../api/hooks';
import { homeTabOf, layerHref, paths } from '../../config/paths';
import { pagePathOf } from '../../lib/layer-navigation';
import { withLoading } from '../../ui/loading-overlay';
import { showAlert } from '../../lib/popup-store';
import { routeShownInPlace } from '../../api/list-read';
import { QR_PASS_SHOWN_IN_PLACE, qrPassApi } from '../../api/qr-pass-api';
import { certPassMessages } from './messages';
import { findInstitutionOfPass, passDestination } from './pass-logic';

export type PassOpener = (documentId: string, qrPassCode: string, institutionCode?: string) => Promise<boolean>;

/**
 * Creates a qualification pass from an issued document (POST /api/v1/qr-pass, under the
 * loading overlay, spec 000 §7) and opens it: the pass viewer, or the QR layer for a pass read
 * on a PC. Errors of the calls are shown by the error router.
 */
export function usePassOpener(): PassOpener {
  const dispatch = useApiDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback<PassOpener>(
    async (documentId, qrPassCode, knownInstitution) => {
      const outcome = await withLoading(async (): Promise<'opened' | 'unknown' | 'failed'> => {
        try {
          const institutionCode =
            knownInstitution ??
            (await findInstitutionOfPass(
              await dispatch(qrPassApi.endpoints.qrPassInstitutions.initiate()).unwrap(),
              qrPassCode,
              (code) => dispatch(qrPassApi.endpoints.qrPasses.initiate(code)).unwrap(),
            ));
          if (!institutionCode) return 'unknown';
          const created = await dispatch(qrPassApi.endpoints.createQrPass.initiate({ documentId, qrPassCode, institutionCode })).unwrap();
          const destination = passDestination(created);
          if (destination.kind === 'viewer') {
            navigate(paths.certPass.getHref(destination.url, destination.name));
          } else {
            const onHome = homeTabOf(pathname) !== null;
            const page = onHome ? pagePathOf(pathname) : paths.home.getHref('inbox');
            navigate(layerHref(page, 'cert-pass-qr', { url: destination.url, name: destination.name }), {
              replace: onHome && pathname.includes('/layer/'),
              state: { fromPage: onHome },
            });
          }
          return 'opened';
        } catch (error) {
          routeShownInPlace(error, QR_PASS_SHOWN_IN_PLACE);
          return 'failed';
        }
      });
      if (outcome === 'unknown') {
        await showAlert({ message: certPassMessages.notFound });
      }
      return outcome === 'opened';
    },
    [dispatch, navigate, pathname],
  );
}
