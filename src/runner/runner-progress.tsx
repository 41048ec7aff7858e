import { lazy, Suspense } from 'react';

// The sheet's code loads with the first run: the page shows without it.
const ProgressSheet = lazy(async () => ({ default: (await import('./progress-sheet')).ProgressSheet }));

interface RunnerProgressProps {
  /** The progress layer of the runner's phase (progressLayerFor), or null when nothing runs. */
  layer: string | null;
  progress: number;
  onCancel: () => void;
  /** The outside site an external channeling moves to (the manifest's `site.name`). */
  site?: string;
}

/** A runner's progress sheet over the page that started it (the issue page, the partner start page). */
export function RunnerProgress({ layer, progress, onCancel, site }: RunnerProgressProps) {
  if (!layer) return null;
  return (
    <Suspense fallback={null}>
      <ProgressSheet layer={layer} progress={progress} onCancel={onCancel} site={site} />
    </Suspense>
  );
}
