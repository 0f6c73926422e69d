/**
 * An e-mail address that wraps only between its parts (before '@', after a dot or a hyphen), never
 * mid-word: each part is kept whole, so the column is at least as wide as the longest part.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[.-])|(?=@)/);
  return (
    <span>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
        <span key={index} className="whitespace-nowrap">
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  );
}
