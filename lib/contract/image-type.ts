export const acceptedImageTypes = ['image/png', 'image/gif', 'image/jpeg'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** An accepted picture's type, with the extension its file is stored under. */
export type ImageType = { mime: AcceptedImageType; ext: 'png' | 'gif' | 'jpg' };

const signatures: [readonly number[], ImageType][] = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], { mime: 'image/png', ext: 'png' }],
  [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], { mime: 'image/gif', ext: 'gif' }],
  [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], { mime: 'image/gif', ext: 'gif' }],
  [[0xff, 0xd8, 0xff], { mime: 'image/jpeg', ext: 'jpg' }],
];

/**
 * The picture a file really is, read from its first bytes (its name and declared type prove nothing), or
 * `null` when it is not a png, gif or jpeg: the one check of the site's forms and the backend's uploads.
 */
// Not file-type: its fileTypeFromBuffer is async only, takes any "GIF" header and names an APNG apart.
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  return signatures.find(([signature]) => starts(signature))?.[1] ?? null;
}

/** The mime type of the picture a file really is (sniffImage), or `null`. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  return sniffImage(bytes)?.mime ?? null;
}
