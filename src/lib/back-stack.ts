/** Returns false when it did not consume the back press; anything else consumes it. */
export type BackHandler = () => boolean | void;

export interface BackStack {
  push(handler: BackHandler): () => void;
  handle(): boolean;
  size(): number;
}

/**
 * Spec 000 §4.11: layers, pages and popups each register a back handler; when one closes,
 * the previous handler is restored. Entries are removed by identity, so closing them out of
 * order still leaves the right handler on top.
 */
export function createBackStack(): BackStack {
  const entries: { handler: BackHandler }[] = [];
  return {
    push(handler) {
      const entry = { handler };
      entries.push(entry);
      return () => {
        const index = entries.indexOf(entry);
        if (index >= 0) entries.splice(index, 1);
      };
    },
    handle() {
      const top = entries[entries.length - 1];
      if (!top) return false;
      return top.handler() !== false;
    },
    size: () => entries.length,
  };
}

export const appBackStack: BackStack = createBackStack();
