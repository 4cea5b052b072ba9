export function selfSignedCertificate(folder: string): void;
