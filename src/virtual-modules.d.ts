declare module 'virtual:certificate-index' {
  const entries: { slug: string; manifest: import('./features/issue/catalogue').CertificateManifest }[];
  export default entries;
}
