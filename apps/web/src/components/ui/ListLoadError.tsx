import { errorText } from '@/lib/error-text';

/**
 * Under a back-office list's header when its page failed to load: the server's message, else
 * `fallback`. Nothing while the list loads or has loaded.
 */
export function ListLoadError({
  list,
  fallback,
}: {
  list: { isError: boolean; error: unknown };
  fallback: string;
}) {
  if (!list.isError) return null;
  return (
    <p role="alert" className="px-4 pb-3 text-red-700 text-sm">
      {errorText(list.error, fallback)}
    </p>
  );
}
