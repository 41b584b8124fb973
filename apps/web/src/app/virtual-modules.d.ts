declare module 'virtual:antd-map-tokens' {
  /** antd's map tokens of each colour scheme, by the seed they were derived from (build/antd-map-tokens.ts) */
  const built: Partial<Record<'dark' | 'light', { seedKey: string; mapToken: Record<string, unknown> }>>;
  export default built;
}
