// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhotoSlot } from '@/components/application/photo-slot.client';
import type { ApplicationValues } from '@/lib/forms/application-schema';
import { applicationDefaults } from '@/lib/forms/form-defaults';
import { renderWithMessages } from '@/tests/support/render-with-messages';

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

function Slot({ error }: { error?: string }) {
  const form = useForm<ApplicationValues>({ defaultValues: applicationDefaults });
  return <PhotoSlot name="image_1" control={form.control} number={1} error={error} />;
}

// The slot's words are the application's own, in Spanish.
const renderSlot = (error?: string) =>
  renderWithMessages(<Slot error={error} />, { locale: 'es', namespaces: ['Application'] });

const choose = (input: HTMLElement, name: string) =>
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array([1])], name, { type: 'image/png' })] },
  });

describe('PhotoSlot', () => {
  it('is a localized control labelling a file input that is in the page but not drawn', () => {
    renderSlot();
    const input = screen.getByLabelText(/Foto 1/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input.className).toMatch(/fileInput/);
    expect(screen.getByText('Elegir archivo')).toBeInTheDocument();
  });

  it('shows the preview and the file name once, then offers to change or remove it', () => {
    renderSlot();
    choose(screen.getByLabelText(/Foto 1/), 'retrato.png');
    expect(screen.getByAltText('Vista previa de la foto 1')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getAllByText('retrato.png')).toHaveLength(1);
    expect(screen.getByText('Cambiar')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    expect(screen.queryByText('retrato.png')).toBeNull();
    expect(screen.queryByAltText('Vista previa de la foto 1')).toBeNull();
    expect(screen.getByText('Elegir archivo')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(/Foto 1/));
  });

  it('puts its own error beneath it, tied to the input', () => {
    renderSlot('Elige una imagen png, gif o jpeg.');
    const input = screen.getByLabelText(/Foto 1/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Elige una imagen/);
  });
});
