const MAX_VISIBLE = 20;

/**
 * Shortens a file name (or a link) for display: a name longer than 20 characters before its extension
 * becomes its first 20 characters, an ellipsis and the extension (`a-very-long-photo-na….jpg`).
 */
export function shortenFileName(name: string, max = MAX_VISIBLE): string {
  const dot = name.lastIndexOf('.');
  // A dot at the start (".env") or near the end of a URL path is not treated as an extension separator
  // unless what follows looks like one.
  const hasExtension = dot > 0 && /^[A-Za-z0-9]{1,5}$/.test(name.slice(dot + 1));
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  if (base.length <= max) return name;
  return `${base.slice(0, max)}…${extension}`;
}
