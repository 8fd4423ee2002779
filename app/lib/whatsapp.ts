/**
 * A WhatsApp click-to-chat link (`https://wa.me/<digits>`, the international number without `+`
 * or spaces) with a message typed in ready to send; `null` for a number that cannot be one.
 */
export function whatsAppUrl(number: string, message: string): string | null {
  const digits = number.replace(/[\s()-]/g, "").replace(/^\+/, "");
  if (!/^[1-9]\d{6,14}$/.test(digits)) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
