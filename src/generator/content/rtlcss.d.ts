/** rtlcss 4 ships no types: the one call docsgen makes (mirror-css.ts). */
declare module 'rtlcss' {
  const rtlcss: {
    /** The stylesheet with its left and right swapped; throws on CSS that does not parse. */
    process(css: string): string;
  };
  export default rtlcss;
}
