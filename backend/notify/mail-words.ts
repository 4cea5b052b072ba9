// The notification e-mail's words, in the staff area's two languages (the area's own are in
// messages/staff; the backend writes the mail, so it keeps these few itself).

export const mailLocales = ['es', 'en'] as const;
export type MailLocale = (typeof mailLocales)[number];

const es = {
  subject: { application: 'Nueva solicitud', contact: 'Nuevo mensaje' },
  heading: { application: 'Llegó una solicitud', contact: 'Llegó un mensaje' },
  name: 'Nombre',
  city: 'Ciudad',
  email: 'Correo',
  message: 'Mensaje',
  language: 'Escrito en',
  languages: { es: 'español', en: 'inglés', pt: 'portugués' } as Record<string, string>,
  open: 'Ábrelo en el área del personal',
  why: 'Este aviso llega porque NOTIFY_TO, en la configuración del sitio, nombra esta dirección.',
};

export const mailWords: Record<MailLocale, typeof es> = {
  es,
  en: {
    subject: { application: 'New application', contact: 'New message' },
    heading: { application: 'An application arrived', contact: 'A message arrived' },
    name: 'Name',
    city: 'City',
    email: 'E-mail',
    message: 'Message',
    language: 'Written in',
    languages: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
    open: 'Open it in the staff area',
    why: "You get this notice because NOTIFY_TO, in the site's settings, names this address.",
  },
};
