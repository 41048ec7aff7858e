import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../skeleton';
import type { PdfDocumentHandle } from './pdf-loader';
import styles from './pdf-document.module.scss';

const pageLabel = (page: number, total: number) => `${total}쪽 중 ${page}쪽`;

export interface PdfPageProps {
  document: PdfDocumentHandle;
  pageNumber: number;
  /** CSS pixels: the page is fitted to this width. */
  width: number;
  /** Height / width of the first page, for the placeholder until this page is measured. */
  aspect: number;
  /** Not drawn yet (the first page goes first). */
  hold?: boolean;
  onRendered?: (pageNumber: number) => void;
}

/** iOS Safari refuses canvases above about 16.7 million pixels: large pages lower their ratio. */
const MAX_PIXEL_RATIO = 3;
const MAX_CANVAS_PIXELS = 16_000_000;

function pixelRatio(cssWidth: number, cssHeight: number): number {
  const wanted = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  const area = cssWidth * cssHeight * wanted * wanted;
  return area > MAX_CANVAS_PIXELS ? Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)) : wanted;
}

/** Renders once it comes near the screen (or at once: the first page, or where IntersectionObserver is missing). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, atTop: boolean): boolean {
  const [near, setNear] = useState(() => atTop || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export function PdfPage({ document, pageNumber, width, aspect, hold = false, onRendered }: PdfPageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const near = useNearScreen(frameRef, pageNumber === 1);
  const [height, setHeight] = useState<number | null>(null);
  const [rendered, setRendered] = useState(false);
  const renderedRef = useRef(onRendered);
  useEffect(() => {
    renderedRef.current = onRendered;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || hold || !canvas || width <= 0) return undefined;
    let live = true;
    let cancel = () => {};
    void (async () => {
      try {
        const page = await document.getPage(pageNumber);
        if (!live) return;
        const natural = page.getViewport({ scale: 1 });
        const cssScale = width / natural.width;
        const cssHeight = natural.height * cssScale;
        const ratio = pixelRatio(width, cssHeight);
        const viewport = page.getViewport({ scale: cssScale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        setHeight(cssHeight);
        const task = page.render({ canvas, viewport });
        cancel = () => task.cancel();
        await task.promise;
        if (!live) return;
        setRendered(true);
        renderedRef.current?.(pageNumber);
      } catch {
        // A cancelled render (width changed, page left) is expected; the next effect redraws.
      }
    })();
    return () => {
      live = false;
      cancel();
    };
  }, [document, pageNumber, width, near, hold]);

  const cssHeight = height ?? width * aspect;
  return (
    <div ref={frameRef} className={styles.page} style={{ width, height: cssHeight }} data-testid={`pdf-page-${pageNumber}`}>
      {!rendered && (
        <span className={styles.pagePlaceholder}>
          <Skeleton variant="rect" height={Math.round(cssHeight)} width="100%" />
        </span>
      )}
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        style={{ width, height: cssHeight, visibility: rendered ? 'visible' : 'hidden' }}
        role="img"
        aria-label={pageLabel(pageNumber, document.numPages)}
      />
    </div>
  );
}
