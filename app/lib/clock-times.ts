/**
 * The clock times a line of text names, as HH:MM on the 24-hour clock, in the order written:
 * "Mon-Sat 7AM-7PM" gives 07:00 and 19:00, "8:00 AM-6:00 PM" 08:00 and 18:00, "07:30-17:00"
 * 07:30 and 17:00, "noon" 12:00. A bare number ("open 7 days") is not a time.
 */
export function clockTimes(text: string): string[] {
  const pattern = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b\.?|\b(\d{1,2}):(\d{2})\b|\b(noon|midday)\b/gi;
  const times: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const [, hour12, minutes12, half, hour24, minutes24, noon] = match;
    let hour: number;
    let minutes: string;
    if (noon) [hour, minutes] = [12, "00"];
    else if (hour12) {
      hour = (Number(hour12) % 12) + (half?.toLowerCase() === "p" ? 12 : 0);
      minutes = minutes12 ?? "00";
      if (Number(hour12) > 12) continue;
    } else {
      hour = Number(hour24);
      minutes = minutes24 ?? "00";
    }
    if (hour > 23 || Number(minutes) > 59) continue;
    times.push(`${String(hour).padStart(2, "0")}:${minutes}`);
  }
  return times;
}
