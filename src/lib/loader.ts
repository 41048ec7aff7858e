/** An import (or any load), asked for once; its result at hand once it has come. A failed load is asked for again. */
export interface Loader<M> {
  (): Promise<M>;
  loaded?: M;
}

export function loader<M>(load: () => Promise<M>): Loader<M> {
  let promise: Promise<M> | undefined;
  const get: Loader<M> = () =>
    (promise ??= load().then(
      (module) => (get.loaded = module),
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    ));
  return get;
}
