import { Suspense, type ReactNode } from 'react';
import { Sheet, type SheetDisplay } from './sheet';
import { Skeleton } from './skeleton';

interface LoadingSheetProps {
  display: SheetDisplay;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The layer's sheet with a skeleton while its code arrives; the layer renders its own sheet. */
export function LoadingSheet({ display, title, onClose, children }: LoadingSheetProps) {
  return (
    <Suspense
      fallback={
        <Sheet display={display} title={title} onClose={onClose}>
          <Skeleton lines={4} />
        </Sheet>
      }
    >
      {children}
    </Suspense>
  );
}
