import type { ContactFields, Receipt, SendOptions } from './types';

export async function sendContact(fields: ContactFields, options: SendOptions): Promise<Receipt> {
  throw new Error(`not implemented yet: ${fields.name} ${options.locale}`);
}

export async function sendApplication(formData: FormData, options: SendOptions): Promise<Receipt> {
  throw new Error(`not implemented yet: ${formData.has('name')} ${options.locale}`);
}
