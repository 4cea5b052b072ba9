'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { controlProps, Field } from '@/components/forms/field';
import { socialLinksInputSchema, socialNetworks, type SocialLinksRecord } from '@/lib/contract/social-input';
import { EditorForm } from './editor-form';
import type { SaveLabels } from './save-labels';
import { useStaffSave, type SaveOptions } from './use-staff-save';

export type SocialFormLabels = SaveLabels & { fields: Record<keyof SocialLinksRecord, string>; hint: string };

/** `version`: the links' version the page read, which the save is made from. */
type Props = SaveOptions & { values: SocialLinksRecord; version: number; labels: SocialFormLabels };

/** The agency's three profile links, checked with the schema the backend checks them with again. */
export function SocialForm(props: Props) {
  const { values, labels } = props;
  const form = useForm<SocialLinksRecord>({
    resolver: zodResolver(socialLinksInputSchema),
    defaultValues: values,
  });
  const editor = useStaffSave(form, props);

  return (
    <EditorForm editor={editor} labels={labels}>
      {socialNetworks.map((network) => {
        const id = `social-${network}`;
        const error = editor.errorOf(network);
        return (
          <Field
            key={network}
            id={id}
            label={labels.fields[network]}
            error={error}
            hint={labels.hint}
            required
          >
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              {...controlProps(id, { error, hint: labels.hint, required: true })}
              {...form.register(network)}
              defaultValue={values[network]}
            />
          </Field>
        );
      })}
    </EditorForm>
  );
}
