import { z } from 'zod';
import { isPlausibleBirthdate, parseBirthdate } from '../../lib/contract/birthdate';
import { bodyControlCharacter } from '../http/control-characters';

// The form reader refuses control characters in every field already; the schema checks them again for the
// strings it reads out of a field (the skills' JSON), and so that it stands on its own.
const printable = (value: string) => !bodyControlCharacter.test(value);
const noControl = { params: { code: 'control_character' } };
const text = (max: number) => z.string().trim().min(1).max(max).refine(printable, noControl);
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

export const contactSchema = z.object({
  name: text(120),
  email: z.string().trim().max(200).refine(printable, noControl).pipe(z.email()),
  phone: text(40),
  message: text(5000),
});

function heightIsOption(value: string): boolean {
  const match = /^(\d{2,3})\/(\d)'(\d{1,2})"$/.exec(value);
  if (!match) return false;
  const cm = Number(match[1]);
  const inches = Math.round(cm / 2.54);
  return cm >= 30 && cm <= 200 && value === `${cm}/${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** `dd/MM/yyyy` of a real day, for someone 0 to 100 years old today; answers `yyyy-MM-dd`. */
const birthdate = z
  .string()
  .max(10)
  .refine((value) => isPlausibleBirthdate(value), 'Not a valid birthdate.')
  .transform((value) => parseBirthdate(value)!.toISOString().slice(0, 10));

const skillsList = z
  .string()
  .max(5000)
  .transform((value, ctx) => {
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Not JSON.' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          id: z.number().int().min(1).max(2_147_483_647),
          name: z.string().max(100).refine(printable, noControl),
        }),
      )
      .max(50),
  );

export const applicationSchema = z.object({
  name: text(120),
  gender: z.enum(['woman', 'man']),
  birthdate,
  height: z.string().max(20).refine(heightIsOption),
  id_nationality: id,
  nationality: text(120),
  id_country: id,
  country: text(120),
  id_city: id,
  city: text(120),
  email: z.string().trim().max(200).refine(printable, noControl).pipe(z.email()),
  phone: text(40),
  instagram: text(100),
  skills: skillsList.optional(),
  video_1: z
    .string()
    .trim()
    .max(500)
    .regex(/^[^\s<>"]*$/)
    .optional(),
  accept: z.enum(['1', 'true']),
});

export type ApplicationInput = z.output<typeof applicationSchema>;
export const photoFields = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
