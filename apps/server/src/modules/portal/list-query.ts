/** `q` → an ILIKE pattern matching it anywhere, with the LIKE wildcards in `q` taken literally. */
export function likeAnywhere(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
