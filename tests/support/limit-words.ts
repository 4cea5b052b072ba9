import { limitWords } from '@/lib/contract/upload-limits';

/** A message as the page shows it: the upload limits it states (`{pictureSize}`, `{pictures}`...) filled in. */
export function withLimits(message: string): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in limitWords ? String(limitWords[name as keyof typeof limitWords]) : whole,
  );
}
