import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CATALOGUE_DIR = fileURLToPath(new URL('../../certificates/', import.meta.url));
/** Certificate folders the tests drop into a copy of the catalogue: their popularity orders are taken too. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../tests/fixtures/certificates/', import.meta.url));
export const QR_PASS_FILE = fileURLToPath(new URL('../../server/lookup-data/qr-pass-institutions.json', import.meta.url));
export const INSTITUTIONS_FILE = fileURLToPath(new URL('../../server/lookup-data/universities.json', import.meta.url));
