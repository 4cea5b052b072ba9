// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { UploadForm } from '@/components/staff/upload-form.client';
import { limitWords, uploadLimits } from '@/lib/contract/upload-limits';
import { staffTranslator } from '@/lib/staff/locale';
import { uploadAnswer } from '@/lib/staff/upload-check';
import { staffUploads } from '@/lib/staff/uploads';
import { routerMock } from '../../support/next-navigation-mock';
import { stubDialogs } from '../../support/dialog-stub';
import { renderStaff } from '../../support/render-staff';

const t = staffTranslator('en');

/** A gallery's upload form as the editors give it (components/staff/picture-gallery.tsx), after `fields`. */
const picturesForm = (fields: ReactNode) => (
  <UploadForm
    action="/staff/api/talents/9/pictures"
    limit={uploadLimits.pictures}
    refused={{}}
    added={t('talent.uploaded')}
  >
    {fields}
    <label htmlFor="pictures-files">Pictures</label>
    <input id="pictures-files" name="pictures" type="file" multiple required />
    <button type="submit">Upload</button>
  </UploadForm>
);

/** An XMLHttpRequest that sends nothing: the test moves each request along by hand. */
class FakeRequest {
  static readonly HEADERS_RECEIVED = 2;
  static readonly DONE = 4;
  static sent: FakeRequest[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  readyState = 0;
  status = 0;
  responseURL = '';
  url = '';
  body: FormData | null = null;
  onreadystatechange: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
    this.readyState = 1;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    if (this.readyState === 0 || this.readyState === 4) return;
    this.readyState = 4;
    this.status = 0;
    this.onreadystatechange?.();
    this.readyState = 0;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  /** The route's answer: a redirect to the form's page, followed, whose headers have arrived. */
  answer(done: string) {
    this.status = 200;
    this.responseURL = `http://localhost/staff/talents/9?done=${done}#pictures`;
    this.readyState = 2;
    this.onreadystatechange?.();
  }
  /** The route's 401: no live session. */
  refuse() {
    this.status = 401;
    this.responseURL = `http://localhost${this.url}`;
    this.readyState = 2;
    this.onreadystatechange?.();
  }
  fail() {
    this.readyState = 4;
    this.onreadystatechange?.();
    this.onerror?.();
  }
  get file() {
    return (this.body?.get('pictures') as File).name;
  }
}

/** A file of `bytes` that starts like a JPEG, which the form tells by its first bytes. */
const jpeg = (name: string, bytes = 2048) => {
  const content = new Uint8Array(bytes);
  content.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([content], name, { type: 'image/jpeg' });
};

const files = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => jpeg(name));

async function sendFour() {
  renderStaff(picturesForm(<input type="hidden" name="gallery" value="book" />));
  const input = screen.getByLabelText('Pictures');
  await userEvent.upload(input, files);
  // jsdom's own check of the form does not see the files userEvent gives the input.
  input.removeAttribute('required');
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  // The form reads each file's first bytes before it lists them and sends the first two.
  await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
  await screen.findByText('d.jpg');
}

const row = (name: string) => screen.getByText(name).closest('li')!;
const bar = (name: string) => screen.getByRole<HTMLProgressElement>('progressbar', { name });
/** Moves a request along, and lets the form's queue take its next turn. */
const settle = (work: () => void) =>
  act(async () => {
    work();
    await Promise.resolve();
  });

beforeAll(stubDialogs);
beforeEach(() => {
  FakeRequest.sent = [];
  routerMock.refresh.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload form with its script', () => {
  it('sends each file alone, two at a time, with its progress; a failed or cancelled one says so, the others arrive', async () => {
    await sendFour();
    // Two on their way, each with the form's other fields; the others wait.
    expect(FakeRequest.sent.map((request) => request.file)).toEqual(['a.jpg', 'b.jpg']);
    expect(FakeRequest.sent[0]!.body!.get('gallery')).toBe('book');
    expect(FakeRequest.sent[0]!.url).toBe('/staff/api/talents/9/pictures');
    expect(row('c.jpg')).toHaveTextContent(t('forms.upload.waiting'));

    const [a, b] = FakeRequest.sent;
    await settle(() => a!.progress(1024, 2048));
    expect(bar('a.jpg').value).toBe(1024);
    expect(bar('a.jpg').max).toBe(2048);
    expect(row('a.jpg')).toHaveTextContent(t('forms.upload.sending'));

    // One cancelled while it is sent, one before it starts.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel b.jpg' }));
    expect(row('b.jpg')).toHaveTextContent(t('forms.upload.cancelled'));
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel d.jpg' }));
    expect(row('d.jpg')).toHaveTextContent(t('forms.upload.cancelled'));

    await settle(() => a!.answer('pictures'));
    const c = FakeRequest.sent[2]!;
    expect(c.file).toBe('c.jpg');
    await settle(() => c.fail());
    expect(row('a.jpg')).toHaveTextContent(t('forms.upload.arrived'));
    expect(bar('a.jpg').value).toBe(bar('a.jpg').max);
    expect(row('c.jpg')).toHaveTextContent(t('forms.upload.failed'));
    // d was never sent; what arrived is shown by refreshing the page's data.
    expect(FakeRequest.sent).toHaveLength(3);
    expect(b!.readyState).toBe(0);
    await vi.waitFor(() => expect(routerMock.refresh).toHaveBeenCalledOnce());
    expect(screen.getByRole('alert')).toHaveTextContent(t('forms.upload.done', { arrived: '1', total: '4' }));
  });

  it('says why the route refused a file, and that a session ended; cancel all stops the rest', async () => {
    await sendFour();
    const [a, b] = FakeRequest.sent;
    await settle(() => a!.answer('type'));
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(3));
    await settle(() => b!.refuse());
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: t('forms.upload.cancelAll') }));
    expect(row('a.jpg')).toHaveTextContent(t('forms.upload.refused.type'));
    expect(row('b.jpg')).toHaveTextContent(t('forms.upload.refused.session'));
    for (const name of ['c.jpg', 'd.jpg']) expect(row(name)).toHaveTextContent(t('forms.upload.cancelled'));
    const signIn = screen.getByRole('link', { name: t('forms.session.signIn') });
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(FakeRequest.sent.map((request) => request.readyState)).toEqual([0, 0, 0, 0]);
    expect(routerMock.refresh).not.toHaveBeenCalled();
  });

  it('says all arrived in the page’s own words, and refreshes the page once', async () => {
    await sendFour();
    for (let index = 0; index < 4; index++) {
      await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(index));
      await settle(() => FakeRequest.sent[index]!.answer('pictures'));
    }
    expect(await screen.findByRole('status')).toHaveTextContent(t('talent.uploaded'));
    expect(routerMock.refresh).toHaveBeenCalledOnce();
    const list = screen.getByRole('list', { name: t('forms.upload.list') });
    expect(within(list).getAllByText(t('forms.upload.arrived'))).toHaveLength(4);
  });
});

describe('a batch over its bounds', () => {
  const { files: count, pictureBytes } = uploadLimits.pictures;

  /** The talent editor's form: a gallery chosen (Snaps), then `chosen` sent. */
  async function sendToSnaps(chosen: File[]) {
    renderStaff(
      picturesForm(
        <>
          <label htmlFor="gallery">Gallery</label>
          <select id="gallery" name="gallery" defaultValue="book">
            <option value="book">Book</option>
            <option value="snap">Snaps</option>
          </select>
        </>,
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Gallery'), 'snap');
    const input = screen.getByLabelText<HTMLInputElement>('Pictures');
    await userEvent.upload(input, chosen);
    input.removeAttribute('required');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The form reads each file's first bytes before it lists them.
    await screen.findByText(chosen.at(-1)!.name);
    return input;
  }

  /** Answers each request as it comes, until `total` have arrived. */
  async function arriveAll(total: number) {
    for (let index = 0; index < total; index++) {
      await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(index));
      await settle(() => FakeRequest.sent[index]!.answer('pictures'));
    }
  }

  it('refuses only the files over their bounds, leaves those past its count, names each, and sends the rest', async () => {
    const pictures = Array.from({ length: count + 1 }, (_, n) => jpeg(`p${n + 1}.jpg`));
    const heavy = jpeg('heavy.jpg', pictureBytes + 1);
    const notes = new File(['no picture at all'], 'notes.jpg', { type: 'image/jpeg' });
    await sendToSnaps([pictures[0]!, heavy, notes, ...pictures.slice(1)]);
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    expect(row('heavy.jpg')).toHaveTextContent(t('forms.upload.refused.size'));
    expect(row('notes.jpg')).toHaveTextContent(t('forms.upload.refused.type'));
    const left = t('forms.upload.left', limitWords);
    expect(row(`p${count + 1}.jpg`)).toHaveTextContent(left);
    expect(left).toContain(String(count));
    // Nothing refused can be cancelled: only what is on its way or waiting.
    expect(screen.queryByRole('button', { name: 'Cancel heavy.jpg' })).toBeNull();

    await arriveAll(count);
    expect(FakeRequest.sent.map((request) => request.file)).toEqual(
      pictures.slice(0, count).map((file) => file.name),
    );
    for (const request of FakeRequest.sent) expect(request.body!.get('gallery')).toBe('snap');
    expect(screen.getByRole('alert')).toHaveTextContent(
      t('forms.upload.done', { arrived: String(count), total: String(count + 3) }),
    );
    // The page shows what arrived, and the gallery stays chosen for the files left.
    expect(routerMock.refresh).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Gallery')).toHaveValue('snap');
  });

  it('keeps the gallery chosen once every file has arrived', async () => {
    await sendToSnaps(files);
    await arriveAll(files.length);
    expect(await screen.findByRole('status')).toHaveTextContent(t('talent.uploaded'));
    expect(screen.getByLabelText('Gallery')).toHaveValue('snap');
  });

  it('sends nothing when every file is refused, and keeps the choice to send again', async () => {
    const input = await sendToSnaps([jpeg('heavy.jpg', pictureBytes + 1)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('forms.upload.done', { arrived: '0', total: '1' }),
    );
    expect(row('heavy.jpg')).toHaveTextContent(t('forms.upload.refused.size'));
    expect(FakeRequest.sent).toHaveLength(0);
    expect(routerMock.refresh).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Gallery')).toHaveValue('snap');
    expect(input.files).toHaveLength(1);
  });
});

describe('what an upload route answers', () => {
  it('reads every route’s page of files that arrived as arrived, and its refusals by reason', () => {
    for (const upload of Object.values(staffUploads)) {
      const done = (outcome: Parameters<typeof upload.back>[1]) =>
        new URL(upload.back(1, outcome), 'http://localhost').searchParams.get('done');
      expect(uploadAnswer(done('added')), upload.route).toBe('arrived');
      expect(uploadAnswer(done('type')), upload.route).toBe('type');
      expect(uploadAnswer(done('size')), upload.route).toBe('size');
      expect(uploadAnswer(done('invalid')), upload.route).toBe('invalid');
      expect(uploadAnswer(done('none')), upload.route).toBe('invalid');
    }
  });
});
