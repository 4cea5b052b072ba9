/**
 * Whether a media key names a file the staff area wrote (under `staff/`), which goes when what it belongs to
 * goes; the demo seed's files are shared (several posts, slides and talents name the same ones) and stay.
 */
export const ownFile = (key: string | null): key is string => key !== null && key.startsWith('staff/');
