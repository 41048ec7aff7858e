// Modules of scripts/vite/certificate-catalogue.ts.
declare module 'virtual:certificate-index' {
  const entries: import('./forms/catalogue').CertificateEntry[];
  export default entries;
  export const forms: Record<string, () => Promise<import('./forms/catalogue').CertificateFormModule>>;
}

declare module 'virtual:certificate-preview' {
  /** A certificate folder as /dev/catalogue lists it; the manifest fields are there when it reads. */
  export interface PreviewFolder {
    slug: string;
    path?: string;
    name?: string;
    issuer?: string;
    applicationType?: string;
    popularityOrder?: number;
  }
  /** A file of the folder: its JSON, or its text when it is not valid JSON. */
  export type PreviewFile = { name: string; json: unknown; text?: undefined } | { name: string; text: string; json?: undefined };
  export interface FolderPreview {
    files: PreviewFile[];
    /** What `npm run cert:check` says about the folder, line by line. */
    problems: string[];
  }
  export const folders: PreviewFolder[];
  export const previews: Record<string, () => Promise<FolderPreview>>;
}
