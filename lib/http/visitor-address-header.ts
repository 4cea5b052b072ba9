/**
 * The request header in which the front server (server/main.ts) hands the app the visitor's address. The
 * front always overwrites it, so a value a client writes never reaches the app.
 */
export const visitorAddressHeader = 'x-visitor-address';
