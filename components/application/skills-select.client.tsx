'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import button from '@/components/ui/button.module.css';
import type { ApplicationValues } from '@/lib/forms/application-schema';
import { skillsSummary } from '@/lib/forms/skills-display';
import styles from './application.module.css';

type Props = {
  control: Control<ApplicationValues>;
  skills: { id: number; name: string }[];
};

/**
 * The optional skills multi-select: a disclosure button opening a list of checkboxes (native keyboard
 * behaviour; Escape closes it). The summary shows at most five chosen skills, then an ellipsis.
 */
export function SkillsSelect({ control, skills }: Props) {
  const t = useTranslations('Application');
  const { field } = useController({ name: 'skills', control });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();
  const summaryId = useId();
  const chosen = skills.filter((skill) => field.value.includes(String(skill.id)));

  const toggle = (id: string, checked: boolean) => {
    field.onChange(checked ? [...field.value, id] : field.value.filter((value) => value !== id));
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className={styles.skills}>
      <span className={formStyles.label} id={`${panelId}-label`}>
        {t('skills')}
      </span>
      <button
        ref={(element) => {
          buttonRef.current = element;
          field.ref(element);
        }}
        type="button"
        className={`${formStyles.control} ${styles.skillsButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={summaryId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('skillsButton')}
      </button>
      <p id={summaryId} className={styles.skillsSummary} data-testid="skills-summary">
        {chosen.length > 0 ? skillsSummary(chosen.map((skill) => skill.name)) : t('skillsNone')}
      </p>
      <fieldset
        id={panelId}
        className={styles.skillsPanel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <legend className="visually-hidden">{t('skills')}</legend>
        <ul>
          {skills.map((skill) => (
            <li key={skill.id}>
              <label>
                <input
                  type="checkbox"
                  name="skills"
                  value={skill.id}
                  checked={field.value.includes(String(skill.id))}
                  onChange={(event) => toggle(String(skill.id), event.target.checked)}
                />{' '}
                {skill.name}
              </label>
            </li>
          ))}
        </ul>
        <button type="button" className={button.button} onClick={close}>
          {t('skillsDone')}
        </button>
      </fieldset>
    </div>
  );
}
