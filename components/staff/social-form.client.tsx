'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { controlProps, Field } from '@/components/forms/field';
import { socialLinksInputSchema, socialNetworks, type SocialLinksRecord } from '@/lib/contract/social-input';
import { EditorForm } from './editor-form';
import { useStaffSave, type SaveOptions } from './use-staff-save';
import { useStaffT } from './use-staff-t';

/** `version`: the links' version the page read, which the save is made from. */
type Props = SaveOptions & { values: SocialLinksRecord; version: number };

/** The agency's three profile links, checked with the schema the backend checks them with again. */
export function SocialForm(props: Props) {
  const { values } = props;
  const t = useStaffT();
  const hint = t('social.hint');
  const form = useForm<SocialLinksRecord>({
    resolver: zodResolver(socialLinksInputSchema),
    defaultValues: values,
  });
  const editor = useStaffSave(form, 'social', props);

  return (
    <EditorForm editor={editor}>
      {socialNetworks.map((network) => {
        const id = `social-${network}`;
        const error = editor.errorOf(network);
        return (
          <Field
            key={network}
            id={id}
            label={t(`social.fields.${network}`)}
            error={error}
            hint={hint}
            required
          >
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              {...controlProps(id, { error, hint, required: true })}
              {...form.register(network)}
              defaultValue={values[network]}
            />
          </Field>
        );
      })}
    </EditorForm>
  );
}
