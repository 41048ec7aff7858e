import { useEffect } from 'react';

let drawnTitle: string | null = null;

/**
 * The document's title while the page shows (restored when it goes), or none while `title` is
 * null. A page the server draws (src/app/page-render.tsx) runs no effects: the title it asks for
 * is kept for the renderer, which writes it into the document.
 */
export function useDocumentTitle(title: string | null): void {
  if (title !== null && typeof document === 'undefined') drawnTitle = title;
  useEffect(() => {
    if (title === null) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The server's renderer: the title the page asked for while it was drawn, once (null: none). */
export function takeDrawnTitle(): string | null {
  const title = drawnTitle;
  drawnTitle = null;
  return title;
}
