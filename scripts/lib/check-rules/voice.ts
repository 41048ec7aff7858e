import { CERTIFICATE_FILES, type CatalogueProblem, type CertificateFileKey } from '../../../server/catalogue/index.ts';
import { checkJsonText } from '../copy/check.ts';
import type { FolderRule } from './types.ts';

const TEXT_FILES: readonly CertificateFileKey[] = ['manifest', 'schema', 'uiSchema', 'credential'];

/**
 * The folder speaks the wallet's voice (docs/glossary.md): its name, guide and outside site, its
 * form's titles and messages, its help and its credential's description and labels are 해요체
 * outside the spec's verbatim words, with the glossary's terms and spacing.
 */
export const folderSpeaksOneVoice: FolderRule = ({ slug, raw }) =>
  TEXT_FILES.flatMap((key): CatalogueProblem[] => {
    const text = raw.texts[key];
    if (text === undefined) return [];
    return checkJsonText(CERTIFICATE_FILES[key], text).map((problem) => ({
      slug,
      file: CERTIFICATE_FILES[key],
      field: problem.field,
      message: `${problem.finding.kind} "${problem.finding.found}" in ${JSON.stringify(problem.text)}: ${problem.finding.fix}`,
    }));
  });
