/** A phone number with all but its last 3 digits hidden: '22 123 456' → '•••••456'. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return '•••';
  return `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}
