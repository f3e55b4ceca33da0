/** The hand-signal model's files and their URLs on our origin (scripts/handModelAssets.ts). */
declare module 'virtual:hand-model-files' {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
