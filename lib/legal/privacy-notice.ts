import { agency } from '@/lib/agency';
import { locales } from '@/lib/locales';

// The privacy notice's text, one source for the HTML page (app/[lang]/privacy) and the PDFs
// (scripts/privacy), written one block a line: `# ` the title, `## ` a heading, `- ` a bullet point, any
// other line a paragraph.

export type NoticeBlock = { kind: 'title' | 'heading' | 'paragraph' | 'bullet'; text: string };
export type NoticeDocument = { title: string; lang: string; blocks: NoticeBlock[] };

export const noticeLocales = locales;
export type NoticeLocale = (typeof noticeLocales)[number];

const a = agency;
const address = `${a.address.street}, ${a.address.locality}, C.P. ${a.address.postalCode}, ${a.address.region}`;

/** The blocks of a notice written one a line (see above). */
export function noticeBlocks(text: string): NoticeBlock[] {
  const marks = [
    ['# ', 'title'],
    ['## ', 'heading'],
    ['- ', 'bullet'],
  ] as const;
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [mark, kind] = marks.find(([prefix]) => line.startsWith(prefix)) ?? ['', 'paragraph'];
      return { kind, text: line.slice(mark.length) };
    });
}

/** The agency's privacy notice for applicants and people who write to it, in each language of the site. */
export const notices: Record<NoticeLocale, NoticeDocument> = {
  es: {
    title: `Aviso de privacidad · ${a.name}`,
    lang: 'es-MX',
    blocks: noticeBlocks(`
# Aviso de privacidad de ${a.name}
Última actualización: 22 de noviembre de 2026.
## 1. Responsable
${a.legalName} (“${a.name}”), con domicilio en ${address}, es responsable del tratamiento de los datos personales que nos entregas por medio del formulario de contacto y del formulario de postulación “Sé modelo” de nuestro sitio web, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.
## 2. Datos que recabamos
- Identificación y contacto: nombre, correo electrónico, teléfono o WhatsApp, usuario de Instagram y, en su caso, el mensaje que nos escribes.
- Perfil para la postulación: género, fecha de nacimiento, estatura, nacionalidad, país y ciudad de residencia, habilidades, cuatro fotografías y un enlace a un video.
Las fotografías muestran tu imagen. No solicitamos datos financieros ni datos personales sensibles.
## 3. Finalidades
- Responder tus mensajes y dar seguimiento a proyectos, castings y cotizaciones.
- Evaluar tu postulación como modelo o talento y, si tu perfil encaja, contactarte para una entrevista o sesión de prueba.
- Proteger el sitio contra envíos automatizados y abusos.
No usamos tus datos para publicidad ni los vendemos.
## 4. Transferencias
Tus datos se guardan en la plataforma de gestión de talento de la agencia y con proveedores de alojamiento que los tratan por nuestra cuenta. Sólo compartimos tu perfil con clientes para un proyecto concreto si antes nos das tu consentimiento, salvo las excepciones que prevé la ley.
## 5. Conservación
Conservamos los mensajes de contacto hasta 2 años y las postulaciones no seleccionadas hasta 12 meses; después las eliminamos. Si te representamos, tus datos pasan a tu expediente de representación.
## 6. Derechos ARCO y revocación
Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento, así como revocar tu consentimiento, escribiendo a ${a.email} con tu nombre, el derecho que ejerces y un medio para responderte. Te contestaremos en un plazo máximo de 20 días hábiles.
## 7. Cambios a este aviso
Publicaremos cualquier cambio en este mismo documento, en nuestro sitio web, con su fecha de actualización.
Al marcar la casilla de aceptación del formulario confirmas que leíste este aviso y que consientes el tratamiento de tus datos para las finalidades descritas.
`),
  },
  en: {
    title: `Privacy notice · ${a.name}`,
    lang: 'en',
    blocks: noticeBlocks(`
# ${a.name} privacy notice
Last updated: 22 November 2026.
## 1. Data controller
${a.legalName} (“${a.name}”), of ${address}, Mexico, is responsible for the personal data you give us through the contact form and the “Be a model” application form of our website, under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties.
## 2. Data we collect
- Identity and contact: name, email address, phone or WhatsApp number, Instagram handle and, where relevant, the message you write to us.
- Application profile: gender, date of birth, height, nationality, country and city of residence, skills, four photographs and a link to a video.
The photographs show your image. We do not ask for financial or sensitive personal data.
## 3. Purposes
- To answer your messages and follow up on projects, castings and quotes.
- To assess your application as a model or talent and, if your profile fits, to contact you for an interview or test shoot.
- To protect the website against automated submissions and abuse.
We do not use your data for advertising and we do not sell it.
## 4. Transfers
Your data is kept on the agency’s talent-management platform and with hosting providers that process it on our behalf. We only share your profile with clients for a specific project after you consent to it, except where the law provides otherwise.
## 5. Retention
We keep contact messages for up to 2 years and applications that are not selected for up to 12 months, then delete them. If we represent you, your data becomes part of your representation file.
## 6. Your rights (ARCO) and withdrawal of consent
You may access, rectify or cancel your data, object to its processing, or withdraw your consent by writing to ${a.email} with your name, the right you exercise and a way to reply to you. We will answer within 20 business days at most.
## 7. Changes to this notice
We will publish any change in this same document on our website, with its update date.
By ticking the acceptance box of the form you confirm that you have read this notice and consent to the processing of your data for the purposes described.
`),
  },
  pt: {
    title: `Aviso de privacidade · ${a.name}`,
    lang: 'pt-BR',
    blocks: noticeBlocks(`
# Aviso de privacidade da ${a.name}
Última atualização: 22 de novembro de 2026.
## 1. Responsável
${a.legalName} (“${a.name}”), com endereço em ${address}, México, é responsável pelo tratamento dos dados pessoais que você nos fornece por meio do formulário de contato e do formulário de candidatura “Seja um modelo” do nosso site, nos termos da Lei Federal de Proteção de Dados Pessoais em Posse de Particulares do México.
## 2. Dados que coletamos
- Identificação e contato: nome, e-mail, telefone ou WhatsApp, usuário do Instagram e, quando for o caso, a mensagem que você nos escreve.
- Perfil da candidatura: gênero, data de nascimento, altura, nacionalidade, país e cidade de residência, habilidades, quatro fotografias e um link para um vídeo.
As fotografias mostram a sua imagem. Não solicitamos dados financeiros nem dados pessoais sensíveis.
## 3. Finalidades
- Responder às suas mensagens e acompanhar projetos, castings e orçamentos.
- Avaliar a sua candidatura como modelo ou talento e, se o seu perfil combinar, entrar em contato para uma entrevista ou sessão de teste.
- Proteger o site contra envios automatizados e abusos.
Não usamos os seus dados para publicidade nem os vendemos.
## 4. Transferências
Os seus dados ficam na plataforma de gestão de talentos da agência e com provedores de hospedagem que os tratam em nosso nome. Só compartilhamos o seu perfil com clientes para um projeto específico depois do seu consentimento, salvo as exceções previstas em lei.
## 5. Conservação
Guardamos as mensagens de contato por até 2 anos e as candidaturas não selecionadas por até 12 meses; depois, as excluímos. Se representarmos você, os seus dados passam ao seu cadastro de representação.
## 6. Direitos ARCO e revogação
Você pode acessar, retificar ou cancelar os seus dados, opor-se ao seu tratamento ou revogar o seu consentimento escrevendo para ${a.email} com o seu nome, o direito que exerce e um meio para respondermos. Responderemos em no máximo 20 dias úteis.
## 7. Alterações deste aviso
Publicaremos qualquer alteração neste mesmo documento, no nosso site, com a data de atualização.
Ao marcar a caixa de aceitação do formulário, você confirma que leu este aviso e consente com o tratamento dos seus dados para as finalidades descritas.
`),
  },
};
