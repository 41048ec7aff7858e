// Modules of scripts/vite/certificate-catalogue.ts (the others: src/virtual-modules.d.ts).
declare module 'virtual:certificate-personal-data' {
  /** Every readable certificate folder: the manifest fields the privacy policy's table shows. */
  const manifests: { slug: string; path: string; name: string; issuer: string; personalData: string[] }[];
  export default manifests;
}
