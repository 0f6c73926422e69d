import { thisMonth } from './invoice-display';

/** A month picker (`YYYY-MM`) that stops at the current month in Tunisia: nothing later is billed. */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <label className="grid gap-1 font-medium text-ink-800 text-sm">
      {label}
      <input
        type="month"
        value={value}
        max={thisMonth()}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-ink-300 px-3 text-sm"
      />
    </label>
  );
}
