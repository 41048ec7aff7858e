declare module 'virtual:certificate-index' {
  const entries: { slug: string; manifest: import('./forms/catalogue').CertificateManifest }[];
  export default entries;
}
