import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { DistributionItem } from '../../api/types';
import { useBackHandler } from '../../lib/use-back-handler';
import { getBridge } from '../../lib/messenger-bridge';
import { PdfDocumentView } from '../../ui/pdf/pdf-document-view';
import { Sheet } from '../../ui/sheet';
import { baseApi } from '../../api/base-api';
import { distributionErrorPopup, isDistributionError, pdfLoadError, routePreviewError, useLazyDistributionViewerQuery } from './api';
import { distributionMessages } from './messages';
import styles from './distribution-layers.module.scss';

const currentUrl = () => window.location.pathname + window.location.search;

/**
 * The full-screen preview viewer over a sent or received record (000 §2.3): every page of the
 * document, screen capture prevented while open. Opening a received document marks it read
 * (the server does), so the list is fetched again.
 */
export function PreviewViewer({ item, onClose }: { item: DistributionItem; onClose: () => void }) {
  const [load, viewer] = useLazyDistributionViewerQuery();
  const dispatch = useDispatch();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useBackHandler(() => onClose());

  useEffect(() => {
    const bridge = getBridge();
    bridge.preventCapture(true);
    return () => bridge.preventCapture(false);
  }, []);

  useEffect(() => {
    let live = true;
    load({ distributionId: item.distributionId, id: item.id })
      .unwrap()
      .then(() => {
        if (item.type === 'RECEIVED' && item.state === 'NOT_READ_YET') dispatch(baseApi.util.invalidateTags([{ type: 'Distribution', id: 'LIST' }]));
      })
      .catch(async (error: unknown) => {
        if (!live) return;
        if (isDistributionError(error)) {
          await distributionErrorPopup(error, dispatch);
          closeRef.current();
        } else routePreviewError(error, currentUrl());
      });
    return () => {
      live = false;
    };
  }, [load, dispatch, item.distributionId, item.id, item.type, item.state]);

  return (
    <Sheet display="full" title={item.name} onClose={onClose} closeLabel={distributionMessages.previewClose}>
      <div className={styles.preview}>
        <PdfDocumentView
          url={viewer.data?.url}
          label={item.name}
          loadingLabel={distributionMessages.previewLoading}
          onError={(error) => routePreviewError(pdfLoadError(error), currentUrl())}
        />
      </div>
    </Sheet>
  );
}
