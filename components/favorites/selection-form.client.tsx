'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot';
import { SendControls } from '@/components/forms/send-controls';
import { TextField } from '@/components/forms/text-field';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useSubmission } from '@/components/forms/use-submission';
import type { Favorite } from '@/lib/favorites/favorite';
import { selectionDefaults } from '@/lib/forms/form-defaults';
import { MAX_NOTE, MAX_SELECTION } from '@/lib/forms/form-values';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { SelectionFields, SelectionFieldsInput } from '@/lib/forms/selection-schema';
import styles from './favorites.module.css';

const fields = ['name', 'email', 'phone', 'note'] as const;
type Problem = 'tooMany' | 'unknownTalents' | null;
const TOO_MANY_ID = 'selection-too-many';

const validation = lazyResolver<SelectionFieldsInput, SelectionFields>(() =>
  import('@/lib/forms/selection-resolver').then((module) => module.selectionResolver),
);

/**
 * "Request this selection": the visitor's details and an optional note, sent with the chosen talents' ids to
 * `/api/selection`. Sending, sent and failed-with-retry behave as on the contact form; after a send the
 * fields clear but the favorites stay, and the form says so.
 */
export function SelectionForm({ favorites }: { favorites: readonly Favorite[] }) {
  const t = useTranslations('Favorites');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm<SelectionFieldsInput, unknown, SelectionFields>({
    resolver: validation.resolver,
    defaultValues: selectionDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errorText, applyServerErrors, hasErrors } = useFieldErrors(form, fields);
  const [problem, setProblem] = useState<Problem>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const tooMany = favorites.length > MAX_SELECTION;

  const onReset = useCallback(() => form.reset(selectionDefaults), [form]);
  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      applyServerErrors(fieldErrors);
      const talents = fieldErrors.talents;
      if (talents) setProblem(talents.includes('tooMany') ? 'tooMany' : 'unknownTalents');
    },
    [applyServerErrors],
  );
  const { state, send, honeypotRef } = useSubmission({
    url: '/api/selection',
    locale,
    onReset,
    onFieldErrors,
  });
  // Kept after the sent state has passed: the visitor should know the favorites were not used up.
  if (state.status === 'sent' && !sentOnce) setSentOnce(true);

  const onSubmit = form.handleSubmit(async (values) => {
    if (state.status === 'sending' || state.status === 'sent') return;
    if (tooMany) {
      document.getElementById(TOO_MANY_ID)?.focus();
      return;
    }
    setProblem(null);
    const body = new FormData();
    for (const name of fields) body.set(name, values[name]);
    for (const favorite of favorites) body.append('talent', String(favorite.id));
    await send(body);
  });

  return (
    <section className={styles.request} aria-labelledby="selection-title">
      <h2 id="selection-title" className={styles.sectionTitle}>
        {t('requestTitle')}
      </h2>
      <p className={styles.requestIntro}>{t('requestIntro')}</p>
      {/* Rendered only once the script has read the favorites, so the script always sends it; post and an
          action all the same, so that no submit of it can ever put the visitor's details in a URL. */}
      <form
        method="post"
        action="/api/selection"
        className={formStyles.form}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={validation.preload}
        onPointerDown={validation.preload}
        noValidate
        aria-labelledby="selection-title"
      >
        <p className={formStyles.hint}>{tf('requiredHint')}</p>
        {fields.map((name) => (
          <TextField
            key={name}
            id={`selection-${name}`}
            label={t(name)}
            registration={form.register(name)}
            error={errorText(name)}
            hint={name === 'note' ? t('noteHint') : undefined}
            rows={name === 'note' ? 4 : undefined}
            maxLength={name === 'note' ? MAX_NOTE : undefined}
            required={name !== 'note'}
          />
        ))}
        <Honeypot label={tf('honeypot')} inputRef={honeypotRef} />
        {tooMany || problem === 'tooMany' ? (
          <p id={TOO_MANY_ID} tabIndex={-1} className={formStyles.summary} role="alert">
            {t('tooMany', { max: MAX_SELECTION, count: favorites.length })}
          </p>
        ) : problem === 'unknownTalents' ? (
          <p className={formStyles.summary} role="alert">
            {t('unknownTalents')}
          </p>
        ) : hasErrors ? (
          <p className={formStyles.summary} role="alert">
            {tf('invalidSummary')}
          </p>
        ) : null}
        <SendControls
          state={state}
          onRetry={() => void onSubmit()}
          sentAnnouncement={t('sentAnnouncement')}
        />
        {sentOnce && state.status !== 'sent' ? (
          <p className={styles.sentNote} data-testid="selection-sent">
            {t('sentNote')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
