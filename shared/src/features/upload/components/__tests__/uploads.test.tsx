import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { createMockNotifier } from '../../../../testing/mock-notifier';
import { changeLanguage } from '../../../i18n/i18n';
import { client } from '../../../request/api/client';
import { type Notifier, setNotifier } from '../../../request/api/notifier';
import { FileUpload } from '../file-upload';
import { ImageUpload } from '../image-upload';
import { VideoUpload } from '../video-upload';

let mock: MockAdapter;
let notifier: jest.Mocked<Notifier>;

function file(name: string, sizeMb = 0.01, type = 'application/octet-stream'): File {
  const created = new File(['x'], name, { type });
  Object.defineProperty(created, 'size', { value: Math.round(sizeMb * 1024 * 1024) });
  return created;
}

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  mock = new MockAdapter(client);
  notifier = createMockNotifier();
  setNotifier(notifier);
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
});

describe('ImageUpload', () => {
  it('sends the picked images together 500 ms after picking, as files + fileType, and reports their urls', async () => {
    const bodies: FormData[] = [];
    const times: number[] = [];
    mock.onPost('/upload').reply((config) => {
      bodies.push(config.data as FormData);
      times.push(Date.now());
      return [
        200,
        {
          code: 200,
          msg: 'ok',
          data: [
            { fileName: '/profile/a.png', url: 'http://cdn/a.png' },
            { fileName: '/profile/b.jpg', url: 'http://cdn/b.jpg' },
          ],
        },
      ];
    });
    const onChange = jest.fn();
    const { container } = render(
      <ImageUpload value="http://cdn/old.png" onChange={onChange} fileType="house" />,
    );
    const picked = Date.now();
    pick(container, [file('a.png', 1, 'image/png'), file('b.JPG', 1, 'image/jpeg')]);

    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 3000 });
    expect(bodies).toHaveLength(1);
    expect(times[0]! - picked).toBeGreaterThanOrEqual(450);
    expect(bodies[0]!.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.JPG']);
    expect(bodies[0]!.get('fileType')).toBe('house');
    expect(onChange).toHaveBeenLastCalledWith('http://cdn/old.png,http://cdn/a.png,http://cdn/b.jpg');
  });

  it('refuses wrong formats, big files and too many files', () => {
    const { container } = render(<ImageUpload value="a.png,b.png" limit={3} />);
    pick(container, [file('doc.gif', 1, 'image/gif')]);
    expect(notifier.error).toHaveBeenLastCalledWith(
      'Invalid file format, please upload a file of type png/jpg/jpeg',
    );
    pick(container, [file('big.png', 6, 'image/png')]);
    expect(notifier.error).toHaveBeenLastCalledWith('The file size cannot exceed 5 MB');
    pick(container, [file('c.png'), file('d.png')]);
    expect(notifier.error).toHaveBeenLastCalledWith('You cannot upload more than 3 files');
    expect(notifier.error).toHaveBeenCalledTimes(3);
  });

  it("shows 'Upload failed' on a transport error and the server msg on an error code", async () => {
    mock.onPost('/upload').networkErrorOnce();
    const { container } = render(<ImageUpload />);
    pick(container, [file('a.png', 1, 'image/png')]);
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Upload failed'), { timeout: 3000 });

    mock.onPost('/upload').replyOnce(200, { code: 500, msg: 'Disk full' });
    pick(container, [file('b.png', 1, 'image/png')]);
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Disk full'), { timeout: 3000 });
  });

  it('shows the tip', () => {
    render(<ImageUpload />);
    expect(screen.getByText('Files of type png/jpg/jpeg, at most 5 MB each')).toBeInTheDocument();
  });
});

describe('VideoUpload', () => {
  it('posts the file to /uploadVideo and reports the video', async () => {
    let body: FormData | undefined;
    mock.onPost('/uploadVideo').reply((config) => {
      body = config.data as FormData;
      return [200, { code: 200, url: '/profile/v.mp4', msg: 'ok' }];
    });
    const onChange = jest.fn();
    const { container } = render(<VideoUpload onChange={onChange} />);
    pick(container, [file('tour.mp4', 10, 'video/mp4')]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect((body!.get('file') as File).name).toBe('tour.mp4');
    expect(body?.get('fileType')).toBe('video');
    expect(onChange).toHaveBeenCalledWith('/profile/v.mp4', {
      videoPath: '/profile/v.mp4',
      videoUrl: '/profile/v.mp4',
      videoSize: 10 * 1024 * 1024,
    });
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/web-api/profile/v.mp4');
  });

  it('refuses over 50 MB and a second video, and shows the server msg or the video message', async () => {
    const { container } = render(<VideoUpload value="/profile/v.mp4" />);
    pick(container, [file('b.mp4', 1, 'video/mp4')]);
    expect(notifier.error).toHaveBeenLastCalledWith('You cannot upload more than 1 files');

    const empty = render(<VideoUpload />);
    pick(empty.container, [file('big.mov', 51, 'video/quicktime')]);
    expect(notifier.error).toHaveBeenLastCalledWith('The file size cannot exceed 50 MB');

    mock.onPost('/uploadVideo').replyOnce(200, { code: 500, msg: 'Codec not supported' });
    pick(empty.container, [file('ok.avi', 1, 'video/x-msvideo')]);
    await waitFor(() => expect(notifier.error).toHaveBeenLastCalledWith('Codec not supported'));

    mock.onPost('/uploadVideo').timeoutOnce();
    pick(empty.container, [file('ok.avi', 1, 'video/x-msvideo')]);
    await waitFor(() => expect(notifier.error).toHaveBeenLastCalledWith('Video upload failed'));
  });
});

describe('FileUpload', () => {
  it('posts each file to /common/upload and reports the file names', async () => {
    let count = 0;
    mock.onPost('/common/upload').reply(() => {
      count += 1;
      return [
        200,
        { code: 200, msg: 'ok', fileName: `/profile/upload/f${count}.pdf`, originalFilename: 'f.pdf' },
      ];
    });
    const onChange = jest.fn();
    const { container } = render(<FileUpload onChange={onChange} />);
    pick(container, [file('a.pdf'), file('b.docx')]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(count).toBe(2);
    expect(onChange).toHaveBeenLastCalledWith('/profile/upload/f1.pdf,/profile/upload/f2.pdf');
  });

  it("refuses other formats and shows 'Upload failed, please retry' on failure", async () => {
    const { container } = render(<FileUpload />);
    pick(container, [file('a.exe')]);
    expect(notifier.error).toHaveBeenLastCalledWith(
      'Invalid file format, please upload a file of type doc/docx/xls/xlsx/ppt/pptx/txt/pdf',
    );
    mock.onPost('/common/upload').networkErrorOnce();
    pick(container, [file('a.txt')]);
    await waitFor(() => expect(notifier.error).toHaveBeenLastCalledWith('Upload failed, please retry'));
  });
});
