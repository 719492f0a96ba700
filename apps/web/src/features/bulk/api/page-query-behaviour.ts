/**
 * How a page query of the bulk check (serial look-up, address check) behaves: its answer is
 * kept while the rows are (no garbage collection, never refetched by itself), and a second ask
 * for the same page while it is on its way joins it. A failure is not retried: the check marks
 * the rows and offers to ask again. `networkMode: 'always'` sends it even when the browser
 * thinks it is offline, so a failure shows instead of a check that waits forever.
 */
export const PAGE_QUERY_BEHAVIOUR = {
  gcTime: Infinity,
  retry: false,
  networkMode: 'always',
} as const;
