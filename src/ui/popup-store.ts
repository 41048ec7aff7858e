/**
 * The popup store lives in src/lib (src/api opens popups too, and src/api does not import src/ui);
 * the UI's components and features keep importing it from here.
 */
export * from '../lib/popup-store';
