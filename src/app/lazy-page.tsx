import { lazy, useState, type ComponentType } from 'react';
import type { Loader } from '../lib/loader';

/**
 * A page from a lazy module's export. Lazy while its module has not come; once it has (the first
 * page is asked for at boot: router.tsx's preloadFirstPage), drawn at once. A page the server drew
 * is then taken in one pass: a lazy part would wait in its drawn state, and an urgent update above
 * it meanwhile would make React draw it anew. Each mounted page keeps the kind it began
 * with, so the module's arrival never remounts it.
 */
export function named<K extends string, P extends object = object>(load: Loader<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  return function NamedPage(props: P) {
    const [Page] = useState<ComponentType<P>>(() => load.loaded?.[name] ?? (Lazy as unknown as ComponentType<P>));
    return <Page {...props} />;
  };
}
