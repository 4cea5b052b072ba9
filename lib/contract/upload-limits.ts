// How much a request may carry, in one place for every part that bounds it: nginx (its locations,
// generated into deploy/upload-limits.conf by `npm run routes:nginx`), Next's proxy, the site's route
// handlers, the embedded backend's routes, the forms' own checks in the browser, and the decoders of
// pictures (docs/staff-uploads-nginx.md, "Pictures"). Plain values: the site, the backend and the scripts
// import it.

const MB = 1024 * 1024;

/** Room for a form's multipart framing (boundaries, each part's headers) and its text fields. */
const FORM_FRAMING_BYTES = 64 * 1024;
/** The application form's text fields are many: more room beside its photos. */
const APPLICATION_FRAMING_BYTES = 256 * 1024;

/** A picture from a phone, as it comes: the bound of every picture anyone uploads. */
const PICTURE_BYTES = 8 * MB;
/** A slide's looping video: short, muted, and loaded by every visitor of the home. */
const VIDEO_BYTES = 32 * MB;

export type UploadLimit = {
  /** The most files one upload carries. */
  files: number;
  /** The most bytes of one picture. */
  pictureBytes: number;
  /** The most bytes of one video, for an upload that takes one. */
  videoBytes?: number;
  /** The most bytes of the whole body: its files at their largest and the form around them. */
  bodyBytes: number;
};

export const uploadLimits = {
  /** A talent gallery's new pictures, or a post's slides: a batch from a phone's camera roll. */
  pictures: { files: 10, pictureBytes: PICTURE_BYTES, bodyBytes: 10 * PICTURE_BYTES + FORM_FRAMING_BYTES },
  /** A post's cover or thumbnail: one picture. */
  postPicture: { files: 1, pictureBytes: PICTURE_BYTES, bodyBytes: PICTURE_BYTES + FORM_FRAMING_BYTES },
  /** A slide: a video and the picture shown until it plays, or a phone picture and a desktop one. */
  slide: {
    files: 2,
    pictureBytes: PICTURE_BYTES,
    videoBytes: VIDEO_BYTES,
    bodyBytes: Math.max(VIDEO_BYTES + PICTURE_BYTES, 2 * PICTURE_BYTES) + FORM_FRAMING_BYTES,
  },
  /** The public application form: four photos beside its fields. */
  application: {
    files: 4,
    pictureBytes: PICTURE_BYTES,
    bodyBytes: 4 * PICTURE_BYTES + APPLICATION_FRAMING_BYTES,
  },
} as const satisfies Record<string, UploadLimit>;

/** A bound in words, for an error message: `8 MB`. */
export const inMegabytes = (bytes: number): string => `${Math.floor(bytes / MB)} MB`;

/**
 * The limits as the arguments of the messages that state them (`{pictureSize}`, `{pictures}`, `{videoSize}`,
 * `{photos}`): the words follow this table rather than copy it.
 */
export const limitWords = {
  pictureSize: inMegabytes(PICTURE_BYTES),
  pictures: uploadLimits.pictures.files,
  videoSize: inMegabytes(VIDEO_BYTES),
  photos: uploadLimits.application.files,
} as const;

/**
 * Every other request body: the staff area's changes (JSON and small forms) and the contact form. nginx
 * holds every location but the uploads' to it, and Next's proxy copies no more of a body it runs on.
 */
export const smallBodyBytes = 64 * 1024;

/**
 * What the site itself sends the embedded backend in one JSON or form body beside the uploads: a post's or a
 * talent's text, a contact message, the operator's and the sign-in's calls.
 */
export const serviceBodyBytes = 1024 * 1024;

/**
 * The most pixels a picture may have before it is decoded (sharp's `limitInputPixels`, in the backend and in
 * the site's image optimizer): above every photo a phone takes at its full resolution, below what a small
 * file that declares a huge picture (a decompression bomb) would cost to decode. Why this value:
 * docs/staff-uploads-nginx.md, "Pictures".
 */
export const maxInputPixels = 64_000_000;
