// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/forms/text-field';

// What react-hook-form's register() hands a control.
const registration = (name: string) => ({ name, onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() });

describe('TextField', () => {
  it('gives each contact field the keyboard and autofill its name asks for', () => {
    render(
      <>
        <TextField id="f-name" label="Name" registration={registration('name')} required />
        <TextField id="f-email" label="Email" registration={registration('email')} required />
        <TextField id="f-phone" label="Phone" registration={registration('phone')} required />
      </>,
    );
    expect(screen.getByLabelText(/^Name/)).toMatchObject({ type: 'text', autocomplete: 'name' });
    expect(screen.getByLabelText(/^Email/)).toMatchObject({ type: 'email', autocomplete: 'email' });
    expect(screen.getByLabelText(/^Phone/)).toMatchObject({ type: 'tel', autocomplete: 'tel' });
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-required', 'true');
  });

  it('is a textarea when given rows, optional without required, described by its hint then its error', () => {
    render(
      <TextField
        id="f-note"
        label="Note"
        registration={registration('note')}
        rows={4}
        maxLength={500}
        hint="Anything we should know"
        error="This is too long."
      />,
    );
    const note = screen.getByLabelText('Note');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '4');
    expect(note).toHaveAttribute('maxlength', '500');
    expect(note).not.toHaveAttribute('aria-required');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAttribute('aria-describedby', 'f-note-hint f-note-error');
    expect(note).toHaveAccessibleDescription('Anything we should know This is too long.');
  });
});
