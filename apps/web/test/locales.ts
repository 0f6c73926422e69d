/** One namespace's texts, as its JSON file holds them. */
export type Catalogue = Record<string, unknown>;

/** The catalogues of one language by namespace (`common`, `stations`…). */
function byNamespace(files: Record<string, Catalogue>): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(files).map(([path, catalogue]) => [
      path.replace(/^.*\/(.+)\.json$/, '$1'),
      catalogue,
    ]),
  );
}

/** Every translation catalogue of src/locales, by language then namespace. */
export const catalogues = {
  fr: byNamespace(
    import.meta.glob<Catalogue>('../src/locales/fr/*.json', { eager: true, import: 'default' }),
  ),
  en: byNamespace(
    import.meta.glob<Catalogue>('../src/locales/en/*.json', { eager: true, import: 'default' }),
  ),
};
