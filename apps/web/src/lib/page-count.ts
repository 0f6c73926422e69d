/** Number of pages for `total` rows, at least 1 so the pager always has a page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
