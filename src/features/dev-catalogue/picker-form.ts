import { createContext, type RefObject } from 'react';

/**
 * Where a preview form leaves its data when it is touched: the picker layer it opens reads it,
 * as a layer of /issue/{edoc} reads the issue page's form (several forms share /dev/catalogue).
 */
export const PickerFormContext = createContext<RefObject<Record<string, unknown>> | null>(null);
